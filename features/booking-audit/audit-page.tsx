/**
 * /audit — booking approval (spec §2 base admin pages), declared as a
 * ResourcePage over GET /api/reserve/audit/page: bookings awaiting approval first, then
 * those already reviewed; filters keyword, scene, status and date range. Row and bulk
 * actions Approve (confirmed) and Reject (a dialog asks for the reason), each gated by its
 * permission and offered only where the reservation statechart accepts it
 * (machines/reservation.connect.ts). A booking with an approval process (a form rule applied)
 * shows where the process stands and links to it (/myTodo?id=<processId>); it is decided
 * there, so Approve and Reject are not offered for it. Texts: the `audit` namespace.
 */
import { useState } from 'react';
import { Badge, Field, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import { useTranslation } from 'react-i18next';
import { connectReservation } from '../../machines/reservation.connect';
import { auditApprove, auditPage, auditReject, type AuditRow } from '../../platform/contracts/audit.contract';
import { ConfirmDialog, ReservationStatusBadge } from '../../ui/components';
import { BOOKING_LIST_FILTERS, ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { toaster, useMutationCall } from '../../ui/runtime';

/** Permission code of Approve (a button of the /audit menu, server/db/seed-menus.ts). */
export const APPROVE_PERMISSION = 'resv:audit:approve';
/** Permission code of Reject (a button of the /audit menu). */
export const REJECT_PERMISSION = 'resv:audit:reject';

/** `2026-11-23 09:00–10:00` in the booking's campus time zone (both ends on one day), else both in full. */
export function formatBookingTime(row: Pick<AuditRow, 'start' | 'end' | 'timeZone'>): string {
  const o = { in: tz(row.timeZone) };
  const sameDay = format(row.start, 'yyyy-MM-dd', o) === format(row.end, 'yyyy-MM-dd', o);
  return `${format(row.start, 'yyyy-MM-dd HH:mm', o)}–${format(row.end, sameDay ? 'HH:mm' : 'yyyy-MM-dd HH:mm', o)}`;
}

/** Who reviewed a booking and when, with the remark; empty while pending. */
function Review({ row }: { row: AuditRow }) {
  const { t } = useTranslation('audit');
  if (!row.auditedAt) return null;
  return (
    <Stack gap="0">
      <Text textStyle="sm">
        {t('auditedBy', {
          name: row.auditedByName ?? '',
          time: format(row.auditedAt, 'yyyy-MM-dd HH:mm', { in: tz(row.timeZone) }),
        })}
      </Text>
      {row.auditRemark ? (
        <Text textStyle="xs" color="fg.muted" data-testid="audit-remark">
          {row.auditRemark}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The booking's approval process: its status, the node waiting, and a link to it; empty without one. */
function ProcessCell({ row }: { row: AuditRow }) {
  const { t } = useTranslation('audit');
  const p = row.process;
  if (!p) return null;
  return (
    <Stack gap="0" data-testid="audit-process">
      <Badge alignSelf="start" variant="subtle" colorPalette={p.status === 'RUNNING' ? 'orange' : 'gray'}>
        {t(`process.status.${p.status}`)}
      </Badge>
      {p.currentNodeName ? <Text textStyle="xs">{t('process.at', { node: p.currentNodeName })}</Text> : null}
      <Link asChild textStyle="xs" colorPalette="blue">
        <RouterLink to={`/myTodo?id=${p.id}`}>{t('process.view')}</RouterLink>
      </Link>
    </Stack>
  );
}

/** Whether /audit decides the booking (not one with an approval process). */
const decidedHere = (r: AuditRow) => r.process === null;

/** Opens the reject dialog for some bookings; `reload` refreshes the list afterwards. */
export type OpenReject = (rows: AuditRow[], reload: () => void) => void;

/** The declaration of /audit; `openReject` shows the reason dialog. */
export function auditConfig(openReject: OpenReject): ResourcePageConfig<typeof auditPage> {
  return {
    id: 'audit',
    ns: 'audit',
    title: 'title',
    description: 'description',
    emptyTitle: 'emptyTitle',
    list: auditPage,
    rowKey: (r) => r.id,
    filters: BOOKING_LIST_FILTERS,
    columns: [
      {
        key: 'siteName',
        label: 'columns.site',
        exportValue: (r) => `${r.siteName} (${r.sceneName})`,
        render: (r) => (
          <Stack gap="0">
            <Text fontWeight="medium">{r.siteName}</Text>
            <Text textStyle="xs" color="fg.muted">
              {r.sceneName} · {r.campusName}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'time',
        label: 'columns.time',
        nowrap: true,
        exportValue: formatBookingTime,
        render: (r) => <Text fontVariantNumeric="tabular-nums">{formatBookingTime(r)}</Text>,
      },
      {
        key: 'booker',
        label: 'columns.booker',
        exportValue: (r) => `${r.userName} (${r.account})`,
        render: (r) => (
          <Stack gap="0">
            <Text>{r.userName}</Text>
            <Text textStyle="xs" color="fg.muted">
              {r.account}
            </Text>
          </Stack>
        ),
      },
      { key: 'subject', label: 'columns.subject', render: (r) => r.subject ?? '' },
      {
        key: 'status',
        label: 'columns.status',
        nowrap: true,
        render: (r) => <ReservationStatusBadge status={r.status} />,
      },
      {
        key: 'process',
        label: 'process.label',
        exportValue: (r) => (r.process ? r.process.status : ''),
        render: (r) => <ProcessCell row={r} />,
      },
      {
        key: 'audit',
        label: 'columns.audit',
        exportValue: (r) => [r.auditedByName, r.auditedAt, r.auditRemark].filter(Boolean).join(' '),
        render: (r) => <Review row={r} />,
      },
    ],
    rowActions: [
      {
        key: 'approve',
        label: 'approve',
        permission: APPROVE_PERMISSION,
        visible: (r) => decidedHere(r) && connectReservation(r).canApprove,
        confirm: 'confirmApprove',
        confirmValues: (r) => ({ name: r.userName, site: r.siteName, time: formatBookingTime(r) }),
        run: { call: auditApprove, input: (r) => ({ ids: [r.id] }), successMessage: 'approved' },
      },
      {
        key: 'reject',
        label: 'reject',
        permission: REJECT_PERMISSION,
        danger: true,
        visible: (r) => decidedHere(r) && connectReservation(r).canReject,
        run: { onClick: (r, reload) => openReject([r], reload) },
      },
    ],
    bulkActions: [
      {
        key: 'approve',
        label: 'approve',
        permission: APPROVE_PERMISSION,
        confirm: 'confirmApproveSelected',
        run: { call: auditApprove, input: (rows) => ({ ids: rows.map((r) => r.id) }), successMessage: 'approved' },
      },
      {
        key: 'reject',
        label: 'reject',
        permission: REJECT_PERMISSION,
        danger: true,
        run: { onClick: openReject },
      },
    ],
  };
}

/** Props of {@link RejectDialog}. */
export interface RejectDialogProps {
  /** The bookings to reject and how to reload the list; null: closed. */
  target: { rows: AuditRow[]; reload: () => void } | null;
  onClose: () => void;
}

/** Asks for the reason (required), then rejects the bookings through POST …/audit/reject. */
export function RejectDialog({ target, onClose }: RejectDialogProps) {
  const { t } = useTranslation('audit');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const reject = useMutationCall(auditReject, {
    onSuccess: () => {
      toaster.create({ type: 'success', description: t('rejected') });
      target?.reload();
      close();
    },
  });
  function close() {
    setReason('');
    setMissing(false);
    onClose();
  }
  function confirm() {
    const remark = reason.trim();
    setMissing(!remark);
    if (remark && target) reject.mutate({ ids: target.rows.map((r) => r.id), remark });
  }
  const rows = target?.rows ?? [];
  return (
    <ConfirmDialog
      open={target !== null}
      title={rows.length > 1 ? t('rejectDialog.titleSelected', { count: rows.length }) : t('rejectDialog.title')}
      confirmLabel={t('reject')}
      tone="red"
      pending={reject.isPending}
      onConfirm={confirm}
      onClose={close}
      message={
        <Stack gap="3">
          {rows.length === 1 ? (
            <Text color="fg.muted">{`${rows[0].userName} · ${rows[0].siteName} · ${formatBookingTime(rows[0])}`}</Text>
          ) : null}
          <Field.Root required invalid={missing}>
            <Field.Label>{t('rejectDialog.reason')}</Field.Label>
            <Textarea
              rows={3}
              maxLength={500}
              value={reason}
              data-testid="reject-reason"
              placeholder={t('rejectDialog.reasonPlaceholder')}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setMissing(false);
              }}
            />
            <Field.ErrorText>{t('rejectDialog.reasonRequired')}</Field.ErrorText>
          </Field.Root>
        </Stack>
      }
    />
  );
}

/** The page component (default export: loaded lazily by the route table). */
export default function AuditPage() {
  const [target, setTarget] = useState<RejectDialogProps['target']>(null);
  const [config] = useState(() => auditConfig((rows, reload) => setTarget({ rows, reload })));
  return (
    <>
      <ResourcePage config={config} />
      <RejectDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
