/**
 * /comment (back office, "Fitness club" folder; docs/fitness-coaches.md): members' ratings of classes and
 * sessions in the caller's data scope, filtered by coach, campus dates, trainer score and hidden; the
 * averages per coach above (hidden ratings left out); Hide a rating with a reason (audited).
 */
import { Button, Dialog, Field, Input, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clubCoachList, type CoachProfile } from '../../platform/contracts/club-people.contract';
import {
  fitnessCommentAverages,
  fitnessCommentHide,
  fitnessCommentPage,
  type RatingRow,
} from '../../platform/contracts/club-coach.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { notify, useCall, useMutationCall } from '../../ui/runtime';
import { wireDateTime } from './shared';

/** The enabled coaches as select options. */
export const COACH_OPTIONS = {
  call: clubCoachList,
  input: {},
  toOptions: (rows: CoachProfile[]) => rows.map((c) => ({ value: c.id, label: c.displayName, raw: true })),
};

/** The averages per coach, over all ratings in scope (hidden left out). */
export function AveragesTable() {
  const { t } = useTranslation('clubCoach');
  const avg = useCall(fitnessCommentAverages, {});
  const two = (v: number | null) => (v === null ? '—' : v.toFixed(2));
  return (
    <Stack gap="1" mb="3">
      <Text fontWeight="semibold">{t('admin.averages')}</Text>
      <Table.Root size="sm" data-testid="coach-averages">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('field.coach')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('field.items')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('field.trainer')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('field.service')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(avg.data ?? []).map((a) => (
            <Table.Row key={a.coachId}>
              <Table.Cell>{a.coachName}</Table.Cell>
              <Table.Cell textAlign="end">{a.count}</Table.Cell>
              <Table.Cell textAlign="end">{two(a.trainerAvg)}</Table.Cell>
              <Table.Cell textAlign="end">{two(a.serviceAvg)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

/** The dialog asking the reason for hiding `row`. */
function HideDialog({ row, onClose }: { row: { row: RatingRow; reload: () => void } | null; onClose: () => void }) {
  const { t } = useTranslation('clubCoach');
  const [reason, setReason] = useState('');
  const hide = useMutationCall(fitnessCommentHide, {
    onSuccess: () => {
      notify(t('admin.hidden'), 'success');
      row?.reload();
      setReason('');
      onClose();
    },
    onError: (e) => notify(e.message),
  });
  return (
    <Dialog.Root open={row !== null} onOpenChange={(e) => (e.open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('admin.hideTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="2">{row?.row.comment}</Text>
              <Field.Root required>
                <Field.Label>{t('admin.hideReason')}</Field.Label>
                <Input maxLength={200} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('admin.cancel')}
              </Button>
              <Button
                colorPalette="red"
                disabled={!reason.trim()}
                loading={hide.isPending}
                onClick={() => row && hide.mutate({ id: row.row.id, reason })}
              >
                {t('admin.hide')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The declaration of /comment (its Hide action opens the reason dialog through `onHide`). */
export function commentConfig(
  onHide: (row: RatingRow, reload: () => void) => void,
): ResourcePageConfig<typeof fitnessCommentPage, RatingRow> {
  return {
    id: 'comment',
    ns: 'clubCoach',
    title: 'admin.comments',
    list: fitnessCommentPage,
    rowKey: (r) => r.id,
    filters: [
      { name: 'coachId', label: 'field.coach', kind: 'select', options: COACH_OPTIONS, numeric: true },
      { name: 'from', label: 'field.date', kind: 'dateRange', nameTo: 'to', labelTo: 'field.dateTo' },
      {
        name: 'score',
        label: 'field.score',
        kind: 'select',
        options: [5, 4, 3, 2, 1].map((n) => ({ value: n, label: '★'.repeat(n), raw: true })),
        numeric: true,
      },
    ],
    columns: [
      { key: 'heldAt', label: 'field.heldAt', nowrap: true, render: (r) => wireDateTime(r.heldAt) },
      { key: 'title', label: 'field.title' },
      { key: 'coachName', label: 'field.coach' },
      { key: 'memberName', label: 'field.member' },
      { key: 'trainerScore', label: 'field.trainer', align: 'end' },
      { key: 'serviceScore', label: 'field.service', align: 'end' },
      { key: 'comment', label: 'field.comment' },
      { key: 'hiddenReason', label: 'field.hidden', render: (r) => (r.hidden ? r.hiddenReason : '') },
    ],
    rowActions: [
      {
        key: 'hide',
        label: 'admin.hide',
        permission: fitnessCommentHide.access,
        visible: (r) => !r.hidden,
        danger: true,
        run: { onClick: onHide },
      },
    ],
    toolbar: <AveragesTable />,
  };
}

/** /comment. */
export default function CommentPage() {
  const [hiding, setHiding] = useState<{ row: RatingRow; reload: () => void } | null>(null);
  return (
    <>
      <ResourcePage config={commentConfig((row, reload) => setHiding({ row, reload }))} />
      <HideDialog row={hiding} onClose={() => setHiding(null)} />
    </>
  );
}
