/**
 * /enterExit (spec §2 fitness set): every pass at the club's gates — gate, direction, member, what was
 * presented, the card the visit was taken from, the result and its reason, the time — filtered by
 * direction, result and dates. A refused entry can be overridden by staff holding
 * `fitness:gate:override` with a reason: the member's next pass at that gate within 60 s opens.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enterExitPage, gateOverride, type PassRow } from '../../platform/contracts/club-gate.contract';
import { ReasonDialog } from '../../ui/components';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { toaster, useMutationCall } from '../../ui/runtime';
import { PASS_DIRECTION_OPTIONS, RESULT_OPTIONS, ResultBadge } from './shared';

/** The time of a wire timestamp as the page shows it (`YYYY-MM-DD HH:mm:ss`, the campus's). */
export const shownTime = (at: string) => at.slice(0, 19).replace('T', ' ');

/** The declaration of /enterExit; `onOverride` opens the reason dialog for a refused entry. */
export function enterExitConfig(
  onOverride: (row: PassRow, reload: () => void) => void,
): ResourcePageConfig<typeof enterExitPage, PassRow> {
  return {
    id: 'enter-exit',
    ns: 'clubGate',
    title: 'enterExit.title',
    description: 'enterExit.description',
    list: enterExitPage,
    rowKey: (r) => r.id,
    filters: [
      { name: 'direction', label: 'enterExit.direction', kind: 'select', options: PASS_DIRECTION_OPTIONS },
      { name: 'result', label: 'enterExit.result', kind: 'select', options: RESULT_OPTIONS },
      { name: 'from', nameTo: 'to', label: 'enterExit.period', kind: 'dateRange' },
    ],
    columns: [
      { key: 'at', label: 'enterExit.at', nowrap: true, render: (r) => shownTime(r.at) },
      { key: 'gateName', label: 'enterExit.gate' },
      { key: 'direction', label: 'enterExit.direction', render: (r) => <Direction value={r.direction} /> },
      { key: 'memberName', label: 'enterExit.member', render: (r) => r.memberName ?? '—' },
      { key: 'presented', label: 'enterExit.presented' },
      { key: 'cardNo', label: 'enterExit.card', render: (r) => r.cardNo ?? '—' },
      { key: 'result', label: 'enterExit.result', nowrap: true, render: (r) => <ResultBadge result={r.result} /> },
      { key: 'reason', label: 'enterExit.reason', render: (r) => <Reason value={r.reason} /> },
    ],
    rowActions: [
      {
        key: 'override',
        label: 'enterExit.override',
        permission: gateOverride.access,
        visible: (r) => r.result === 'refuse' && r.direction === 'in' && r.userId !== null,
        run: { onClick: onOverride },
      },
    ],
  };
}

/** A direction in words. */
function Direction({ value }: { value: string }) {
  const { t } = useTranslation('clubGate');
  return <>{t(`direction.${value}`)}</>;
}

/** A pass's reason in words. */
function Reason({ value }: { value: string }) {
  const { t } = useTranslation('clubGate');
  return <>{t(`reason.${value}`, { defaultValue: value })}</>;
}

/** /enterExit. */
export default function EnterExitPage() {
  const { t } = useTranslation('clubGate');
  const [target, setTarget] = useState<{ row: PassRow; reload: () => void } | null>(null);
  const override = useMutationCall(gateOverride);
  const [config] = useState(() => enterExitConfig((row, reload) => setTarget({ row, reload })));
  return (
    <>
      <ResourcePage config={config} />
      <ReasonDialog
        open={target !== null}
        title={t('enterExit.overrideTitle')}
        label={t('enterExit.overrideReason')}
        pending={override.isPending}
        onClose={() => setTarget(null)}
        onSubmit={(reason) =>
          override.mutate(
            { passId: target!.row.id, reason },
            {
              onSuccess: () => {
                toaster.create({ type: 'success', description: t('enterExit.overrideDone') });
                target!.reload();
                setTarget(null);
              },
            },
          )
        }
      />
    </>
  );
}
