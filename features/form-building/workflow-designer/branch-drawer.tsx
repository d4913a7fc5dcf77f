/**
 * The settings drawer of a condition branch (spec §3 conditions): its name in CN/EN/TC, its
 * priority (the places before the default branch) and its conditions, all of which must hold.
 * A condition compares a comparable field of the form, the initiator or the initiator's
 * organisation; the value editor follows the column's type: numbers, money typed in yuan and
 * stored in cents, ISO dates, BETWEEN with open or closed bounds, and "is one of" for choice
 * options, people and organisations. The default branch has no conditions and stays last.
 */
import { useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  CloseButton,
  Drawer,
  Field,
  HStack,
  Input,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { COMPARABLE_FIELD_TYPES, type FormField, type FormSchema } from '../../../platform/forms/form-definition';
import type { Condition, OptType } from '../../../platform/workflow/workflow-definition';
import type { BranchDraft } from '../../../machines/workflow-designer.machine';
import { OrgChecklist, UserPicker } from './pickers';
import { SelectField, useLocalText } from './shared';

type ColumnType = Condition['columnType'];

/** The condition type of a form field (null: not comparable). */
export function columnTypeOf(field: FormField): ColumnType | null {
  if (!(COMPARABLE_FIELD_TYPES as readonly string[]).includes(field.type)) return null;
  if (field.type === 'singleChoice' || field.type === 'multiChoice') return 'choice';
  return field.type as ColumnType;
}

const ORDERED_OPS: OptType[] = ['LT', 'GT', 'LE', 'EQ', 'GE', 'BETWEEN'];

/** The comparisons a column type offers: orderable values compare, the others are "one of". */
function opsOf(type: ColumnType): OptType[] {
  return type === 'number' || type === 'money' || type === 'date' ? ORDERED_OPS : ['EQ'];
}

/** The value a new or re-typed condition starts with. */
function emptyValue(type: ColumnType, op: OptType): Condition['value'] {
  if (op === 'BETWEEN') return type === 'date' ? ['', ''] : [0, 0];
  if (type === 'choice' || type === 'user' || type === 'org') return [];
  return type === 'date' ? '' : 0;
}

/** An amount of money: typed in yuan (up to 2 decimals), stored as whole cents. */
function MoneyInput(props: { label: string; cents: number; onChange(cents: number): void }) {
  const { t } = useTranslation('workflowDesigner');
  const [typed, setTyped] = useState(String(props.cents / 100));
  return (
    <HStack gap="1">
      <Input
        size="sm"
        inputMode="decimal"
        aria-label={props.label}
        value={typed}
        onChange={(e) => {
          const raw = e.currentTarget.value;
          setTyped(raw);
          if (/^-?\d+(\.\d{0,2})?$/.test(raw.trim())) props.onChange(Math.round(Number(raw) * 100));
        }}
      />
      <Text fontSize="sm">{t('drawer.yuan')}</Text>
    </HStack>
  );
}

/** One bound or value of an ordered column (number, money, date). */
function ScalarInput(props: {
  type: ColumnType;
  label: string;
  value: number | string;
  onChange(v: number | string): void;
}) {
  if (props.type === 'money')
    return <MoneyInput label={props.label} cents={Number(props.value) || 0} onChange={props.onChange} />;
  if (props.type === 'date')
    return (
      <Input
        size="sm"
        type="date"
        aria-label={props.label}
        value={String(props.value)}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
    );
  return (
    <Input
      size="sm"
      type="number"
      aria-label={props.label}
      value={String(props.value)}
      onChange={(e) => {
        if (e.currentTarget.value !== '' && Number.isFinite(Number(e.currentTarget.value)))
          props.onChange(Number(e.currentTarget.value));
      }}
    />
  );
}

/** The value editor of one condition, by its column's type and comparison. */
function ValueEditor(props: { condition: Condition; field?: FormField; onChange(next: Condition): void }) {
  const { t } = useTranslation('workflowDesigner');
  const text = useLocalText();
  const c = props.condition;
  const list = Array.isArray(c.value) ? c.value : [];
  if (c.optType === 'BETWEEN') {
    const [low, high] = [list[0] ?? 0, list[1] ?? 0];
    return (
      <Stack gap="2">
        <ScalarInput
          type={c.columnType}
          label={t('drawer.low')}
          value={low}
          onChange={(v) => props.onChange({ ...c, value: [v, high] })}
        />
        <Checkbox.Root
          size="sm"
          checked={c.lowOpen}
          onCheckedChange={() => props.onChange({ ...c, lowOpen: !c.lowOpen })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('drawer.lowOpen')}</Checkbox.Label>
        </Checkbox.Root>
        <ScalarInput
          type={c.columnType}
          label={t('drawer.high')}
          value={high}
          onChange={(v) => props.onChange({ ...c, value: [low, v] })}
        />
        <Checkbox.Root
          size="sm"
          checked={c.highOpen}
          onCheckedChange={() => props.onChange({ ...c, highOpen: !c.highOpen })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('drawer.highOpen')}</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    );
  }
  switch (c.columnType) {
    case 'choice':
      return (
        <Stack gap="1" role="group" aria-label={t('drawer.value')}>
          {(props.field?.options ?? []).map((o) => (
            <Checkbox.Root
              key={o.value}
              size="sm"
              checked={list.includes(o.value)}
              onCheckedChange={() =>
                props.onChange({
                  ...c,
                  value: !list.includes(o.value) ? [...list, o.value] : list.filter((v) => v !== o.value),
                })
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{text(o.label)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      );
    case 'user':
      return (
        <UserPicker
          label={t('drawer.value')}
          value={list.map(Number)}
          onChange={(ids) => props.onChange({ ...c, value: ids })}
        />
      );
    case 'org':
      return (
        <OrgChecklist
          label={t('drawer.value')}
          value={list.map(Number)}
          onChange={(ids) => props.onChange({ ...c, value: ids })}
        />
      );
    default:
      return (
        <ScalarInput
          type={c.columnType}
          label={t('drawer.value')}
          value={Array.isArray(c.value) ? 0 : c.value}
          onChange={(value) => props.onChange({ ...c, value })}
        />
      );
  }
}

/** One row of the conditions: column, comparison, value, and its remove button. */
function ConditionRow(props: {
  condition: Condition;
  form: FormSchema;
  index: number;
  onChange(next: Condition): void;
  onRemove(): void;
}) {
  const { t } = useTranslation('workflowDesigner');
  const text = useLocalText();
  const c = props.condition;
  const columns = [
    ...props.form.fields.flatMap((f) => {
      const type = columnTypeOf(f);
      return type ? [{ value: f.id, label: text(f.label), type }] : [];
    }),
    { value: '$initiator', label: t('drawer.initiatorColumn'), type: 'user' as const },
    { value: '$initiatorOrg', label: t('drawer.initiatorOrgColumn'), type: 'org' as const },
  ];
  const field = props.form.fields.find((f) => f.id === c.columnId);
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid={`condition-${props.index}`}>
      <Stack gap="3">
        <HStack justify="space-between">
          <Text fontWeight="medium" fontSize="sm">
            {t('drawer.conditions')} {props.index + 1}
          </Text>
          <CloseButton size="xs" aria-label={t('drawer.removeCondition')} onClick={props.onRemove} />
        </HStack>
        <SelectField
          label={t('drawer.column')}
          value={c.columnId}
          options={columns}
          onChange={(columnId) => {
            const columnType = columns.find((col) => col.value === columnId)!.type;
            const optType =
              opsOf(columnType)[columnType === 'choice' || columnType === 'user' || columnType === 'org' ? 0 : 1];
            props.onChange({
              columnId,
              columnType,
              optType,
              value: emptyValue(columnType, optType),
              lowOpen: false,
              highOpen: false,
            });
          }}
        />
        <SelectField<OptType>
          label={t('drawer.operator')}
          value={c.optType}
          options={opsOf(c.columnType).map((op) => ({
            value: op,
            label: opsOf(c.columnType).length === 1 ? t('drawer.isOneOf') : t(`drawer.ops.${op}`),
          }))}
          onChange={(optType) =>
            props.onChange({
              ...c,
              optType,
              value: (optType === 'BETWEEN') === Array.isArray(c.value) ? c.value : emptyValue(c.columnType, optType),
            })
          }
        />
        <ValueEditor key={`${c.columnId}:${c.optType}`} condition={c} field={field} onChange={props.onChange} />
      </Stack>
    </Box>
  );
}

/** Props of {@link BranchDrawer}: the draft (null: closed), how many branches its condition node has, the buttons. */
export interface BranchDrawerProps {
  draft: BranchDraft | null;
  branchCount: number;
  form: FormSchema;
  onChange(next: BranchDraft): void;
  onSave(): void;
  onClose(): void;
}

/** The drawer (see the module comment). */
export function BranchDrawer({ draft, branchCount, form, onChange, onSave, onClose }: BranchDrawerProps) {
  const { t } = useTranslation('workflowDesigner');
  const text = useLocalText();
  const firstColumn = form.fields.find((f) => columnTypeOf(f));
  const addCondition = () => {
    if (!draft) return;
    const columnId = firstColumn?.id ?? '$initiator';
    const columnType = firstColumn ? columnTypeOf(firstColumn)! : 'user';
    const optType = opsOf(columnType).length === 1 ? 'EQ' : 'GT';
    const condition: Condition = {
      columnId,
      columnType,
      optType,
      value: emptyValue(columnType, optType),
      lowOpen: false,
      highOpen: false,
    };
    onChange({ ...draft, conditions: [...draft.conditions, condition] });
  };
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
          <Drawer.Content data-testid="workflow-branch-drawer">
            <Drawer.Header>
              <Drawer.Title>{draft ? `${t('drawer.branchTitle')} · ${text(draft.name)}` : ''}</Drawer.Title>
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
                  {draft.isDefault ? (
                    <Text color="fg.muted">{t('drawer.defaultBranch')}</Text>
                  ) : (
                    <>
                      <SelectField
                        label={t('drawer.priority')}
                        value={String(draft.priority)}
                        options={Array.from({ length: branchCount - 1 }, (_, i) => ({
                          value: String(i + 1),
                          label: t('priority', { n: i + 1 }),
                        }))}
                        onChange={(p) => onChange({ ...draft, priority: Number(p) })}
                      />
                      {draft.conditions.map((condition, i) => (
                        <ConditionRow
                          key={i}
                          index={i}
                          condition={condition}
                          form={form}
                          onChange={(next) =>
                            onChange({ ...draft, conditions: draft.conditions.map((x, j) => (j === i ? next : x)) })
                          }
                          onRemove={() =>
                            onChange({ ...draft, conditions: draft.conditions.filter((_, j) => j !== i) })
                          }
                        />
                      ))}
                      <Button
                        alignSelf="flex-start"
                        size="sm"
                        variant="outline"
                        px="3"
                        disabled={draft.conditions.length >= 20}
                        onClick={addCondition}
                      >
                        {t('drawer.addCondition')}
                      </Button>
                    </>
                  )}
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
