/**
 * The training back office's course types and a group's sessions (docs/training.md "Pages"), parts of /trainGroup:
 * the types (names CN/EN/TC, price typed in yuan and sent as cents, sessions of a term, capacity, order; add, edit,
 * disable with the Enabled switch — a disabled type takes no new group and leaves the terminal), the late leave
 * rules below them (admin-leave-rules.tsx) and, for one
 * group, its sessions: add one, move one (date, times, place: the server keeps it within the term and the coach
 * free), cancel a coming one. Cancelling a session removes it; its registrants are told (as of a new time) and get
 * no make-up token (a token is issued only for a member's own leave); a session with marks or tokens is refused
 * (TRAIN_GROUP_IN_USE).
 * Texts: the `classPlan` namespace (`trainAdmin.*`) and the `training` namespace.
 */
import { useState } from 'react';
import { Badge, Button, CloseButton, Dialog, HStack, Input, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  trainGroupDetail,
  trainSessionDelete,
  trainSessionSave,
  trainTypeAdd,
  trainTypeEdit,
  trainTypePage,
  type TrainSessionRow,
  type TrainTypeRow,
} from '../../platform/contracts/training.contract';
import { errorMessage, formatMoney } from '../../ui/components';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { notify, useCall, useLang, useMutationCall, useSession } from '../../ui/runtime';
import { LeaveRulesPanel } from './admin-leave-rules';

/** A price in cents as money in the reader's language. */
function Money({ cents }: { cents: number }) {
  const { lang } = useLang();
  return <>{formatMoney(cents, lang)}</>;
}

/** The type form's values (price in yuan). */
const TypeForm = z.object({
  nameCn: z.string().trim().min(1).max(64),
  nameEn: z.string().trim().max(64),
  nameTc: z.string().trim().max(64),
  description: z.string().trim().max(2000),
  priceYuan: z.coerce.number().min(0).max(1_000_000),
  sessions: z.coerce.number().int().min(1).max(200),
  capacity: z.coerce.number().int().min(1).max(1000),
  sort: z.coerce.number().int().min(0).max(99999),
  enabled: z.boolean(),
});

/** The type call's fields from the form's values (yuan → cents). */
export const typeInput = (v: Record<string, unknown>, row: TrainTypeRow | null) => ({
  ...(row ? { id: row.id } : {}),
  nameCn: v.nameCn,
  nameEn: v.nameEn ?? '',
  nameTc: v.nameTc ?? '',
  description: v.description ?? '',
  priceCents: Math.round(Number(v.priceYuan) * 100),
  sessions: v.sessions,
  capacity: v.capacity,
  sort: v.sort ?? 0,
  enabled: v.enabled !== false,
});

/** The declaration of the course types' part of /trainGroup. */
export const trainTypeConfig: ResourcePageConfig<typeof trainTypePage, TrainTypeRow> = {
  id: 'trainType',
  ns: 'classPlan',
  title: 'trainAdmin.types',
  list: trainTypePage,
  rowKey: (r) => r.id,
  columns: [
    { key: 'name', label: 'trainAdmin.name' },
    { key: 'priceCents', label: 'trainAdmin.price', align: 'end', render: (r) => <Money cents={r.priceCents} /> },
    { key: 'sessions', label: 'trainAdmin.sessions', align: 'end' },
    { key: 'capacity', label: 'trainAdmin.capacity', align: 'end' },
    {
      key: 'enabled',
      label: 'enabled',
      render: (r) => <EnabledBadge on={r.enabled} />,
    },
  ],
  form: {
    fields: [
      { name: 'nameCn', label: 'trainAdmin.nameCn', kind: 'text' },
      { name: 'nameEn', label: 'trainAdmin.nameEn', kind: 'text' },
      { name: 'nameTc', label: 'trainAdmin.nameTc', kind: 'text' },
      { name: 'priceYuan', label: 'trainAdmin.priceYuan', kind: 'number' },
      { name: 'sessions', label: 'trainAdmin.sessions', kind: 'number' },
      { name: 'capacity', label: 'trainAdmin.capacity', kind: 'number' },
      { name: 'sort', label: 'trainAdmin.sort', kind: 'number' },
      { name: 'enabled', label: 'enabled', kind: 'switch', help: 'trainAdmin.enabledHelp' },
      { name: 'description', label: 'trainAdmin.description', kind: 'textarea' },
    ],
    schema: TypeForm,
    create: { call: trainTypeAdd, permission: trainTypeAdd.access },
    update: { call: trainTypeEdit, permission: trainTypeEdit.access },
    defaults: {
      nameCn: '',
      nameEn: '',
      nameTc: '',
      description: '',
      priceYuan: 0,
      sessions: 10,
      capacity: 8,
      sort: 0,
      enabled: true,
    },
    toValues: (r) => ({
      nameCn: r.nameCn,
      nameEn: r.nameEn,
      nameTc: r.nameTc,
      description: r.description,
      priceYuan: r.priceCents / 100,
      sessions: r.sessions,
      capacity: r.capacity,
      sort: r.sort,
      enabled: r.enabled,
    }),
    toInput: typeInput,
    createTitle: 'trainAdmin.addType',
    editTitle: 'trainAdmin.editType',
  },
};

/** Whether a type is enabled, as a badge. */
function EnabledBadge({ on }: { on: boolean }) {
  const { t } = useTranslation('classPlan');
  return <Badge colorPalette={on ? 'green' : 'gray'}>{t(on ? 'enabled' : 'disabled')}</Badge>;
}

/** The course types' part of /trainGroup, with the late leave rules below the types. */
export function TrainTypesPanel() {
  return (
    <Stack gap="6">
      <ResourcePage config={trainTypeConfig} />
      <LeaveRulesPanel />
    </Stack>
  );
}

/** A session being edited (`id` null: a new one). */
interface SessionDraft {
  id: number | null;
  on: string;
  startsAt: string;
  endsAt: string;
  place: string;
}

const EMPTY_DRAFT: SessionDraft = { id: null, on: '', startsAt: '', endsAt: '', place: '' };

/** The draft of session `s` (to move it). */
export const draftOf = (s: TrainSessionRow): SessionDraft => ({
  id: s.id,
  on: s.on,
  startsAt: s.startsAt.slice(0, 5),
  endsAt: s.endsAt.slice(0, 5),
  place: s.place,
});

/** One group's sessions in a dialog: add, move, cancel (with the group's edit permission). */
export function GroupSessionsDialog({ groupId, onClose }: { groupId: number; onClose: () => void }) {
  const { t } = useTranslation('classPlan');
  const { hasPermi } = useSession();
  const canEdit = hasPermi(trainSessionSave.access);
  const canCancel = hasPermi(trainSessionDelete.access);
  const detail = useCall(trainGroupDetail, { id: groupId });
  const [draft, setDraft] = useState<SessionDraft>(EMPTY_DRAFT);
  const [confirming, setConfirming] = useState<number | null>(null);
  const save = useMutationCall(trainSessionSave, {
    onSuccess: () => {
      notify(t('trainAdmin.saved'), 'success');
      setDraft(EMPTY_DRAFT);
      void detail.refetch();
    },
  });
  const cancel = useMutationCall(trainSessionDelete, {
    onSuccess: () => {
      notify(t('trainAdmin.cancelled'), 'success');
      setConfirming(null);
      void detail.refetch();
    },
  });
  const set = (k: keyof SessionDraft) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));
  const error = save.error ?? cancel.error;
  return (
    <Dialog.Root open size="lg" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="group-sessions-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('trainAdmin.groupSessions', { group: detail.data?.group.name ?? '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text fontSize="sm" color="fg.muted">
                  {t('trainAdmin.cancelRule')}
                </Text>
                <Table.Root size="sm">
                  <Table.Body>
                    {(detail.data?.sessions ?? []).map((s) => (
                      <Table.Row key={s.id} data-testid="group-session">
                        <Table.Cell>{s.on}</Table.Cell>
                        <Table.Cell>
                          {s.startsAt.slice(0, 5)}–{s.endsAt.slice(0, 5)}
                        </Table.Cell>
                        <Table.Cell>{s.place}</Table.Cell>
                        <Table.Cell>{t('trainAdmin.expected', { count: s.expected })}</Table.Cell>
                        <Table.Cell>
                          <HStack>
                            {canEdit ? (
                              <Button size="xs" variant="outline" onClick={() => setDraft(draftOf(s))}>
                                {t('trainAdmin.move')}
                              </Button>
                            ) : null}
                            {canCancel ? (
                              <Button
                                size="xs"
                                variant="outline"
                                colorPalette="red"
                                loading={cancel.isPending && confirming === s.id}
                                onClick={() =>
                                  confirming === s.id ? cancel.mutate({ id: s.id }) : setConfirming(s.id)
                                }
                              >
                                {confirming === s.id ? t('trainAdmin.cancelConfirm') : t('trainAdmin.cancel')}
                              </Button>
                            ) : null}
                          </HStack>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
                {canEdit ? (
                  <Stack gap="2" data-testid="session-form">
                    <Text fontWeight="semibold">
                      {draft.id ? t('trainAdmin.moveSession') : t('trainAdmin.addSession')}
                    </Text>
                    <HStack>
                      <Input type="date" aria-label={t('trainAdmin.on')} value={draft.on} onChange={set('on')} />
                      <Input
                        type="time"
                        aria-label={t('trainAdmin.startsAt')}
                        value={draft.startsAt}
                        onChange={set('startsAt')}
                      />
                      <Input
                        type="time"
                        aria-label={t('trainAdmin.endsAt')}
                        value={draft.endsAt}
                        onChange={set('endsAt')}
                      />
                      <Input aria-label={t('trainAdmin.place')} value={draft.place} onChange={set('place')} />
                    </HStack>
                    <HStack>
                      <Button
                        size="sm"
                        disabled={!draft.on || !draft.startsAt || !draft.endsAt || draft.endsAt <= draft.startsAt}
                        loading={save.isPending}
                        onClick={() =>
                          save.mutate({
                            groupId,
                            ...(draft.id ? { id: draft.id } : {}),
                            session: {
                              on: draft.on,
                              startsAt: draft.startsAt,
                              endsAt: draft.endsAt,
                              place: draft.place,
                            },
                          })
                        }
                      >
                        {t('trainAdmin.save')}
                      </Button>
                      {draft.id ? (
                        <Button size="sm" variant="ghost" onClick={() => setDraft(EMPTY_DRAFT)}>
                          {t('close')}
                        </Button>
                      ) : null}
                    </HStack>
                  </Stack>
                ) : null}
                {error ? <Text color="fg.error">{errorMessage(error)}</Text> : null}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
