/**
 * ProcessActionBar: the buttons of what the caller may do now on a process — only those
 * `actions` allows: approve, reject, return, transfer, delegate, resolve (a delegated task),
 * add approver, withdraw (confirmed), resubmit (a link to the start page given by the app)
 * and urge. Each asks what it needs (DecisionDialog), calls its contract (processApprove with
 * `ids: [id]`, processReject, processReturn, processTransfer, processDelegate,
 * processResolve, processAddSign, processWithdraw, processUrge), shows the refusal in the
 * user's language, and calls `onChanged` when it went through.
 */
import { useState } from 'react';
import { Button, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  processAddSign,
  processApprove,
  processDelegate,
  processReject,
  processResolve,
  processReturn,
  processTransfer,
  processUrge,
  processWithdraw,
  type ProcessActions,
} from '../../platform/contracts/workflow-process.contract';
import { ConfirmDialog } from '../components';
import { DecisionDialog, type DecisionKind, type DecisionValues } from './decision-dialog';
import { useProcessCall } from './use-process-call';

/** Props of {@link ProcessActionBar}. */
export interface ProcessActionBarProps {
  /** The process id. */
  id: number;
  actions: ProcessActions;
  /** Called after a step went through (refetch the detail, the lists). */
  onChanged: () => void;
  /** Where "Resubmit" leads (e.g. `/start?resubmit=<id>`); without it no resubmit button. */
  resubmitHref?: string;
}

/** The order of the dialog steps, with their button colours. */
const DECISIONS: { kind: DecisionKind; palette?: string; variant: 'solid' | 'outline' }[] = [
  { kind: 'approve', palette: 'blue', variant: 'solid' },
  { kind: 'reject', palette: 'red', variant: 'outline' },
  { kind: 'return', palette: 'orange', variant: 'outline' },
  { kind: 'transfer', variant: 'outline' },
  { kind: 'delegate', variant: 'outline' },
  { kind: 'resolve', palette: 'blue', variant: 'solid' },
  { kind: 'addSign', variant: 'outline' },
];

/** Whether `actions` allows a dialog step. */
function allows(actions: ProcessActions, kind: DecisionKind): boolean {
  return kind === 'return' ? actions.returnTo.length > 0 : actions[kind];
}

/** The comment as the optional contract field (left out when empty). */
const optionalComment = (comment: string) => (comment ? { comment } : {});

/** See the module comment. */
export function ProcessActionBar({ id, actions, onChanged, resubmitHref }: ProcessActionBarProps) {
  const { t } = useTranslation('process');
  const call = useProcessCall();
  const [asking, setAsking] = useState<DecisionKind | null>(null);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);

  const send = async (kind: DecisionKind, v: DecisionValues) => {
    const comment = optionalComment(v.comment);
    const userId = v.users[0]?.id ?? 0;
    const out = await (() => {
      switch (kind) {
        case 'approve':
          return call.run(processApprove, { ids: [id], ...comment });
        case 'reject':
          return call.run(processReject, { ids: [id], comment: v.comment });
        case 'return':
          return call.run(processReturn, { id, to: v.to, comment: v.comment });
        case 'transfer':
          return call.run(processTransfer, { id, userId, ...comment });
        case 'delegate':
          return call.run(processDelegate, { id, userId, ...comment });
        case 'resolve':
          return call.run(processResolve, { id, ...comment });
        case 'addSign':
          return call.run(processAddSign, { id, userIds: v.users.map((u) => u.id), position: v.position, ...comment });
      }
    })();
    if (out !== undefined) {
      setAsking(null);
      onChanged();
    }
  };

  const withdraw = async () => {
    if ((await call.run(processWithdraw, { id })) !== undefined) {
      setConfirmWithdraw(false);
      onChanged();
    }
  };

  const urge = async () => {
    // processUrge answers null: `undefined` alone means refused.
    if ((await call.run(processUrge, { id }, 'urged')) !== undefined) onChanged();
  };

  const shown = DECISIONS.filter((d) => allows(actions, d.kind));
  if (!shown.length && !actions.withdraw && !(actions.resubmit && resubmitHref) && !actions.urge) return null;

  return (
    <>
      <Wrap gap="2" role="group" aria-label={t('action.label')} data-testid="process-actions">
        {shown.map((d) => (
          <Button
            key={d.kind}
            size="sm"
            colorPalette={d.palette}
            variant={d.variant}
            data-testid={`action-${d.kind}`}
            onClick={() => setAsking(d.kind)}
          >
            {t(`action.${d.kind}`)}
          </Button>
        ))}
        {actions.resubmit && resubmitHref ? (
          <Button asChild size="sm" colorPalette="blue" data-testid="action-resubmit">
            <Link to={resubmitHref}>{t('action.resubmit')}</Link>
          </Button>
        ) : null}
        {actions.urge ? (
          <Button
            size="sm"
            variant="outline"
            loading={call.pending}
            data-testid="action-urge"
            onClick={() => void urge()}
          >
            {t('action.urge')}
          </Button>
        ) : null}
        {actions.withdraw ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            data-testid="action-withdraw"
            onClick={() => setConfirmWithdraw(true)}
          >
            {t('action.withdraw')}
          </Button>
        ) : null}
      </Wrap>
      <DecisionDialog
        kind={asking}
        returnTo={actions.returnTo}
        pending={call.pending}
        onSubmit={(v) => void (asking && send(asking, v))}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        open={confirmWithdraw}
        message={t('dialog.confirmWithdraw')}
        tone="red"
        pending={call.pending}
        onConfirm={() => void withdraw()}
        onClose={() => setConfirmWithdraw(false)}
      />
    </>
  );
}
