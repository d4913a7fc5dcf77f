/**
 * A node's time limit on the process detail (ProcessDetailPanel against the fake gateway):
 * the timeline's timeout entry reads "Time limit reached — approved / rejected automatically"
 * with no actor and whose tasks it closed, and the path marks the approver whose task timed
 * out — in EN, CN and TC.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  processDetail,
  type HistoryKind,
  type ProcessDetail,
} from '../../platform/contracts/workflow-process.contract';
import type { Lang } from '../../platform/i18n/languages';
import { aProcessDetail, renderWithRuntime } from '../testing';
import { ProcessDetailPanel } from './process-detail-panel';

/** Process 101 after node n1's time limit decided `kind` for Bob Li (n2 next when it passed). */
function timedOut(kind: 'timeoutPass' | 'timeoutReject'): ProcessDetail {
  const base = aProcessDetail();
  const at = base.createdAt.replace('08:30', '10:30');
  const start = base.history[0];
  const bob = { userId: 2, name: 'Bob Li', decision: kind as HistoryKind, decidedAt: at, open: false };
  return aProcessDetail({
    status: kind === 'timeoutPass' ? 'RUNNING' : 'REJECTED',
    path: [{ ...base.path[0], state: 'done', people: [bob] }, ...(kind === 'timeoutPass' ? [base.path[1]] : [])],
    history: [
      start,
      {
        ...start,
        seq: 2,
        kind,
        at,
        nodeId: 'n1',
        nodeName: 'Head of department',
        userId: null,
        userName: null,
        toNames: ['Bob Li'],
      },
    ],
  });
}

/** Renders the panel of `detail` in `lang`; answers the timeout's timeline entry. */
async function renderTimedOut(detail: ProcessDetail, lang: Lang) {
  renderWithRuntime(<ProcessDetailPanel id={101} resubmitHref={(id) => `/start?resubmit=${id}`} />, {
    lang,
    serve: (gateway) => gateway.on(processDetail, () => detail),
  });
  const timeline = await screen.findByTestId('process-timeline');
  return within(timeline).getAllByTestId('timeline-entry')[1];
}

describe('a node whose time limit decided', () => {
  it.each([
    ['EN', 'timeoutPass', 'Time limit reached — approved automatically', 'Not decided in time by: Bob Li'],
    ['EN', 'timeoutReject', 'Time limit reached — rejected automatically', 'Not decided in time by: Bob Li'],
    ['CN', 'timeoutPass', '已到审批时限，自动通过', '未及时处理：Bob Li'],
    ['CN', 'timeoutReject', '已到审批时限，自动驳回', '未及时处理：Bob Li'],
    ['TC', 'timeoutPass', '已到審批時限，自動通過', '未及時處理：Bob Li'],
    ['TC', 'timeoutReject', '已到審批時限，自動駁回', '未及時處理：Bob Li'],
  ] as const)('%s %s: the timeline names the time limit, not a person', async (lang, kind, says, whose) => {
    const entry = await renderTimedOut(timedOut(kind), lang);
    expect(entry.dataset.kind).toBe(kind);
    expect(entry.textContent).toContain(says);
    expect(entry.textContent).toContain('Head of department');
    expect(entry.textContent).toContain(whose);
    for (const system of ['System', '系统', '系統']) expect(entry.textContent).not.toContain(system);
    const bob = within(screen.getAllByTestId('path-step')[0]).getByTestId('path-person');
    expect(bob.textContent).toContain(says);
  });
});
