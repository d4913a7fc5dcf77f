/**
 * /fitnessConfig (spec §2 fitness set): the club's settings — members with unpaid fees at the gate
 * (flag or refuse), the re-entry interval, the opening hours (the late-cancel / no-show rules live on
 * /breakContract) — saved as a new version (an outdated version is refused:
 * GATE_CONFIG_OUTDATED); below, the gates: add (the device key is shown once), edit, reset key.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  ClubSettings,
  fitnessConfigGet,
  fitnessConfigSave,
  gateAdd,
  gateEdit,
  GateFields,
  gatePage,
  gateResetKey,
  type GateRow,
} from '../../platform/contracts/club-gate.contract';
import { PageHeader } from '../../ui/components';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { toaster, useCall, useMutationCall, useSession } from '../../ui/runtime';
import { GATE_DIRECTION_OPTIONS, KeyDialog } from './shared';

/** One labelled input of the settings form. */
function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      {children}
    </Field.Root>
  );
}

/** The settings form: the current version's values, saved as the next version. */
export function SettingsForm() {
  const { t } = useTranslation('clubGate');
  const { hasPermi } = useSession();
  const current = useCall(fitnessConfigGet, {});
  const save = useMutationCall(fitnessConfigSave);
  const [draft, setDraft] = useState<ClubSettings | null>(null);
  useEffect(() => {
    if (current.data) setDraft(current.data.settings);
  }, [current.data]);
  if (!current.data || !draft) return null;
  const canSave = hasPermi(fitnessConfigSave.access);
  const set = (patch: Partial<ClubSettings>) => setDraft({ ...draft, ...patch });
  const num = (v: string) => (v === '' ? 0 : Math.max(0, Math.round(Number(v)) || 0));
  return (
    <Stack gap="4" data-testid="club-settings">
      <Text color="fg.muted" data-testid="settings-version">
        {current.data.version ? t('config.version', { version: current.data.version }) : t('config.never')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Labelled label={t('config.debtAtGate')}>
          <NativeSelect.Root>
            <NativeSelect.Field
              aria-label={t('config.debtAtGate')}
              value={draft.debtAtGate}
              onChange={(e) => set({ debtAtGate: e.currentTarget.value as ClubSettings['debtAtGate'] })}
            >
              <option value="warn">{t('config.debt.warn')}</option>
              <option value="refuse">{t('config.debt.refuse')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Labelled>
        <Labelled label={t('config.reentryMinutes')}>
          <Input
            type="number"
            value={draft.reentryMinutes}
            onChange={(e) => set({ reentryMinutes: num(e.currentTarget.value) })}
          />
        </Labelled>
        <Labelled label={t('config.openAt')}>
          <Input type="time" value={draft.openAt} onChange={(e) => set({ openAt: e.currentTarget.value })} />
        </Labelled>
        <Labelled label={t('config.closeAt')}>
          <Input type="time" value={draft.closeAt} onChange={(e) => set({ closeAt: e.currentTarget.value })} />
        </Labelled>
      </SimpleGrid>
      <Text color="fg.muted">{t('config.penaltyMoved')}</Text>
      {canSave ? (
        <HStack>
          <Button
            colorPalette="blue"
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { version: current.data.version, settings: draft },
                {
                  onSuccess: (out) => {
                    toaster.create({ type: 'success', description: t('config.saved', { version: out.version }) });
                    void current.refetch();
                  },
                },
              )
            }
          >
            {t('config.save')}
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}

/** The declaration of the gates' list; `showKey` shows a key answered by add or reset. */
export function gatesConfig(showKey: (key: string) => void): ResourcePageConfig<typeof gatePage, GateRow> {
  return {
    id: 'club-gate',
    ns: 'clubGate',
    title: 'config.gates',
    list: gatePage,
    rowKey: (r) => r.id,
    columns: [
      { key: 'code', label: 'config.gateCode' },
      { key: 'name', label: 'config.gateName' },
      { key: 'place', label: 'config.place' },
      { key: 'direction', label: 'enterExit.direction', render: (r) => <DirectionText value={r.direction} /> },
      { key: 'keyVersion', label: 'config.keyVersion', align: 'end' },
    ],
    form: {
      fields: [
        { name: 'code', label: 'config.gateCode', kind: 'text' },
        { name: 'name', label: 'config.gateName', kind: 'text' },
        { name: 'direction', label: 'enterExit.direction', kind: 'select', options: GATE_DIRECTION_OPTIONS },
        { name: 'place', label: 'config.place', kind: 'text' },
        { name: 'sceneId', label: 'config.scene', kind: 'number', nullable: true },
        { name: 'enabled', label: 'config.enabled', kind: 'switch' },
      ],
      schema: GateFields,
      create: { call: gateAdd, permission: gateAdd.access },
      update: { call: gateEdit, permission: gateEdit.access },
      defaults: { code: '', name: '', direction: 'both', place: '', sceneId: null, enabled: true },
      toValues: (r) => ({
        code: r.code,
        name: r.name,
        direction: r.direction,
        place: r.place,
        sceneId: r.sceneId,
        enabled: r.enabled,
      }),
      afterSave: (output, row) => {
        if (row === null) showKey((output as { key: string }).key);
      },
      createTitle: 'config.addGate',
      editTitle: 'config.editGate',
    },
    rowActions: [
      {
        key: 'resetKey',
        label: 'config.resetKey',
        permission: gateResetKey.access,
        confirm: 'config.resetKeyConfirm',
        danger: true,
        run: { call: gateResetKey, input: (r) => ({ id: r.id }) },
      },
    ],
  };
}

/** A gate's direction in words. */
function DirectionText({ value }: { value: string }) {
  const { t } = useTranslation('clubGate');
  return <>{t(`direction.${value}`)}</>;
}

/** /fitnessConfig. */
export default function FitnessConfigPage() {
  const { t } = useTranslation('clubGate');
  const [key, setKey] = useState<string | null>(null);
  const reset = useMutationCall(gateResetKey);
  const [config] = useState(() => {
    const base = gatesConfig(setKey);
    // Reset answers the new key once: run here (not as a plain call action) to show it.
    const resetAction = {
      ...base.rowActions![0],
      run: {
        onClick: (row: GateRow, reload: () => void) =>
          reset.mutate({ id: row.id }, { onSuccess: (out) => (setKey(out.key), reload()) }),
      },
    };
    return { ...base, rowActions: [resetAction] };
  });
  return (
    <Stack gap="8">
      <Stack gap="4">
        <PageHeader title={t('config.title')} description={t('config.description')} />
        <SettingsForm />
      </Stack>
      <ResourcePage config={config} />
      <KeyDialog gateKey={key} onClose={() => setKey(null)} />
    </Stack>
  );
}
