/**
 * The settings drawer of an approver or carbon-copy node (spec §3 "workflow candidate"): its
 * name in CN/EN/TC, who is asked (candidate type and its own inputs), and for an approver the
 * examine mode (only when more than one person can be asked), what happens without anybody to
 * ask, the three rules (initiator among the approvers, repeated approver, after a return) and
 * the time limit. Edits go to the machine's draft; OK applies it, Cancel drops it.
 */
import { Button, Checkbox, CloseButton, Drawer, Field, Input, Portal, Separator, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FormSchema } from '../../../platform/forms/form-definition';
import type {
  ApproverNode,
  Candidates,
  CandidateType,
  CopyNode,
  ExamineMode,
} from '../../../platform/workflow/workflow-definition';
import { NumberField, SelectField, useLocalText } from './shared';
import { OrgChecklist, RoleChecklist, UserPicker } from './pickers';

const CANDIDATE_TYPES: CandidateType[] = [
  'SPECIFIED',
  'LEADER',
  'MULTI_LEADER',
  'ROLE',
  'INITIATOR',
  'CUSTOM',
  'VARIABLES',
];

/** Whether more than one person can be asked at a node with these candidates (then the examine mode matters). */
export function asksSeveral(c: Candidates): boolean {
  switch (c.type) {
    case 'SPECIFIED':
      return c.userIds.length > 1;
    case 'ROLE':
    case 'MULTI_LEADER':
      return true;
    case 'CUSTOM':
      return c.multiple;
    default:
      return false;
  }
}

/** The inputs of one candidate type. */
function CandidateEditor(props: { value: Candidates; form: FormSchema; onChange(next: Candidates): void }) {
  const { t } = useTranslation('workflowDesigner');
  const text = useLocalText();
  const c = props.value;
  const set = (patch: Partial<Candidates>) => props.onChange({ ...c, ...patch });
  switch (c.type) {
    case 'SPECIFIED':
      return <UserPicker label={t('drawer.users')} value={c.userIds} onChange={(userIds) => set({ userIds })} />;
    case 'LEADER':
    case 'MULTI_LEADER':
      return (
        <NumberField
          label={t('drawer.directorLevel')}
          helper={t('drawer.directorLevelHint')}
          min={1}
          max={10}
          value={c.directorLevel}
          onChange={(directorLevel) => set({ directorLevel })}
        />
      );
    case 'ROLE':
      return (
        <Stack gap="3">
          <RoleChecklist label={t('drawer.roles')} value={c.roleIds} onChange={(roleIds) => set({ roleIds })} />
          <OrgChecklist
            label={t('drawer.rangeOrgs')}
            helper={t('drawer.rangeHint')}
            value={c.selectRange.orgIds}
            onChange={(orgIds) => set({ selectRange: { ...c.selectRange, orgIds } })}
          />
        </Stack>
      );
    case 'CUSTOM':
      return (
        <Stack gap="3">
          <Checkbox.Root checked={c.multiple} onCheckedChange={() => set({ multiple: !c.multiple })}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('drawer.multiple')}</Checkbox.Label>
          </Checkbox.Root>
          <RoleChecklist
            label={t('drawer.rangeRoles')}
            helper={t('drawer.rangeHint')}
            value={c.selectRange.roleIds}
            onChange={(roleIds) => set({ selectRange: { ...c.selectRange, roleIds } })}
          />
          <OrgChecklist
            label={t('drawer.rangeOrgs')}
            helper={t('drawer.rangeHint')}
            value={c.selectRange.orgIds}
            onChange={(orgIds) => set({ selectRange: { ...c.selectRange, orgIds } })}
          />
        </Stack>
      );
    case 'VARIABLES': {
      const fields = props.form.fields.filter((f) => f.type === 'user' || f.type === 'org');
      return (
        <SelectField
          label={t('drawer.field')}
          value={c.fieldId ?? ''}
          placeholder={fields.length ? '' : t('drawer.noField')}
          options={fields.map((f) => ({ value: f.id, label: text(f.label) }))}
          onChange={(fieldId) => set({ fieldId: fieldId || undefined })}
        />
      );
    }
    default:
      return null;
  }
}

/** The approver's own settings below its candidates. */
function ApproverRules(props: { node: ApproverNode; onChange(next: ApproverNode): void }) {
  const { t } = useTranslation('workflowDesigner');
  const n = props.node;
  const set = (patch: Partial<ApproverNode>) => props.onChange({ ...n, ...patch });
  const options = <K extends string>(prefix: string, keys: readonly K[]) =>
    keys.map((k) => ({ value: k, label: t(`${prefix}.${k}`) }));
  return (
    <Stack gap="4">
      {asksSeveral(n.candidates) ? (
        <SelectField<ExamineMode>
          label={t('drawer.examineMode')}
          value={n.examineMode}
          options={options('drawer.modes', ['TURN', 'COUNTERSIGN', 'OR_SIGN'] as const)}
          onChange={(examineMode) => set({ examineMode })}
        />
      ) : null}
      <SelectField
        label={t('drawer.noCandidate')}
        value={n.noCandidate.action}
        options={options('drawer.noCandidateActions', ['PASS', 'ADMIN'] as const)}
        onChange={(action) => set({ noCandidate: { ...n.noCandidate, action } })}
      />
      {n.noCandidate.action === 'ADMIN' ? (
        <UserPicker
          single
          label={t('drawer.admin')}
          value={n.noCandidate.adminUserId ? [n.noCandidate.adminUserId] : []}
          onChange={([adminUserId]) => set({ noCandidate: { action: 'ADMIN', adminUserId } })}
        />
      ) : null}
      <SelectField
        label={t('drawer.whenInitiator')}
        value={n.whenInitiator}
        options={options('drawer.whenInitiatorOptions', ['SELF', 'SKIP', 'LEADER'] as const)}
        onChange={(whenInitiator) => set({ whenInitiator })}
      />
      <SelectField
        label={t('drawer.whenRepeated')}
        value={n.whenRepeated}
        options={options('drawer.whenRepeatedOptions', ['ONCE', 'EVERY'] as const)}
        onChange={(whenRepeated) => set({ whenRepeated })}
      />
      <SelectField
        label={t('drawer.afterReturn')}
        value={n.afterReturn}
        options={options('drawer.afterReturnOptions', ['CONTINUE', 'BACK_TO_ME'] as const)}
        onChange={(afterReturn) => set({ afterReturn })}
      />
      <Separator />
      <Checkbox.Root
        checked={!!n.timeLimit}
        onCheckedChange={() =>
          set({ timeLimit: !n.timeLimit ? { remindEveryHours: 24, maxReminds: 3, then: 'NOTIFY' } : undefined })
        }
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('drawer.timeLimitOn')}</Checkbox.Label>
      </Checkbox.Root>
      {n.timeLimit ? (
        <Stack gap="3" pl="6">
          <NumberField
            label={t('drawer.remindEveryHours')}
            min={1}
            max={720}
            value={n.timeLimit.remindEveryHours}
            onChange={(remindEveryHours) => set({ timeLimit: { ...n.timeLimit!, remindEveryHours } })}
          />
          <NumberField
            label={t('drawer.maxReminds')}
            min={0}
            max={100}
            value={n.timeLimit.maxReminds}
            onChange={(maxReminds) => set({ timeLimit: { ...n.timeLimit!, maxReminds } })}
          />
          <SelectField
            label={t('drawer.then')}
            value={n.timeLimit.then}
            options={options('drawer.thenOptions', ['PASS', 'REJECT', 'NOTIFY'] as const)}
            onChange={(then) => set({ timeLimit: { ...n.timeLimit!, then } })}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Props of {@link NodeDrawer}: the draft (null: closed) and what the buttons do. */
export interface NodeDrawerProps {
  draft: ApproverNode | CopyNode | null;
  form: FormSchema;
  onChange(next: ApproverNode | CopyNode): void;
  onSave(): void;
  onClose(): void;
}

/** The drawer (see the module comment). */
export function NodeDrawer({ draft, form, onChange, onSave, onClose }: NodeDrawerProps) {
  const { t } = useTranslation('workflowDesigner');
  const text = useLocalText();
  return (
    <Drawer.Root
      open={draft !== null}
      size="md"
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="workflow-node-drawer">
            <Drawer.Header>
              <Drawer.Title>{draft ? `${t(`kinds.${draft.kind}`)} · ${text(draft.name)}` : ''}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {draft ? (
                <Stack gap="4">
                  {(['cn', 'en', 'tc'] as const).map((lang) => (
                    <Field.Root key={lang} required={lang === 'cn'}>
                      <Field.Label>{t(`drawer.name${lang === 'cn' ? 'Cn' : lang === 'en' ? 'En' : 'Tc'}`)}</Field.Label>
                      <Input
                        size="sm"
                        maxLength={200}
                        value={draft.name[lang]}
                        onChange={(e) => onChange({ ...draft, name: { ...draft.name, [lang]: e.currentTarget.value } })}
                      />
                    </Field.Root>
                  ))}
                  <SelectField<CandidateType>
                    label={t(draft.kind === 'approver' ? 'drawer.candidateType' : 'drawer.copyType')}
                    value={draft.candidates.type}
                    options={CANDIDATE_TYPES.map((type) => ({ value: type, label: t(`drawer.types.${type}`) }))}
                    onChange={(type) => onChange({ ...draft, candidates: { ...draft.candidates, type } })}
                  />
                  <CandidateEditor
                    value={draft.candidates}
                    form={form}
                    onChange={(candidates) => onChange({ ...draft, candidates })}
                  />
                  {draft.kind === 'approver' ? (
                    <>
                      <Separator />
                      <ApproverRules node={draft} onChange={onChange} />
                    </>
                  ) : null}
                </Stack>
              ) : null}
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" size="sm" onClick={onClose}>
                {t('drawer.cancel')}
              </Button>
              <Button colorPalette="blue" size="sm" disabled={!draft?.name.cn.trim()} onClick={onSave}>
                {t('drawer.save')}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
