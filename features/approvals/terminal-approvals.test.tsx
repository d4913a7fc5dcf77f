/**
 * The terminal's approval pages against the fake gateway: /auditCenter asks processList for
 * each tab's view and shows its cards linking to /auditDetail; /auditDetail shows the process
 * with "Resubmit" leading to /apply; /examine approves the one task and shows the result, and
 * keeps a reject without a comment (EN and TC).
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  processApprove,
  processBrief,
  processCounts,
  processDetail,
  processList,
  processReject,
} from '../../platform/contracts/workflow-process.contract';
import type { Lang } from '../../platform/i18n/languages';
import { aPage, aProcessDetail, aProcessRow, noProcessActions, renderWithRuntime } from '../../ui/testing';
import { AuditCenterPage, AuditDetailPage, ExaminePage } from './index';

/** Renders the terminal's approval routes at `url`. */
async function renderTerminal(url: string, lang: Lang = 'EN') {
  let decided = false;
  return renderWithRuntime(null, {
    app: 'terminal',
    lang,
    url,
    routes: [
      { path: '/auditCenter', element: <AuditCenterPage /> },
      { path: '/auditDetail', element: <AuditDetailPage /> },
      { path: '/examine', element: <ExaminePage /> },
    ],
    serve: (gateway) => {
      gateway.on(processList, (input) =>
        aPage([aProcessRow({ id: 300, formName: `Form of ${input.view}` })], { pageSize: 10 }),
      );
      gateway.on(processCounts, () => ({ todo: 3, copiedUnread: 0, startedOpen: 1 }));
      gateway.on(processDetail, (input) =>
        aProcessDetail({ id: input.id, status: 'RETURNED', actions: noProcessActions({ resubmit: true }) }),
      );
      gateway.on(processBrief, (input) => ({
        ...aProcessRow({ id: input.id, status: decided ? 'APPROVED' : 'RUNNING' }),
        actions: noProcessActions({ approve: !decided, reject: !decided }),
      }));
      gateway.on(processApprove, (input) => {
        decided = true;
        return { approved: input.ids.length };
      });
      gateway.on(processReject, (input) => ({ rejected: input.ids.length }));
    },
  });
}

describe('/auditCenter', () => {
  it('asks processList for each tab’s view', async () => {
    const { gateway } = await renderTerminal('/auditCenter');
    expect(await screen.findByText('Form of todo')).toBeTruthy();
    expect(within(screen.getByTestId('tab-todo')).getByText('3')).toBeTruthy();
    for (const view of ['done', 'copied', 'started'] as const) {
      fireEvent.click(screen.getByTestId(`tab-${view}`));
      expect(await screen.findByText(`Form of ${view}`)).toBeTruthy();
    }
    expect(gateway.calls(processList).map((c) => c.view)).toEqual(['todo', 'done', 'copied', 'started']);
    expect(screen.getByTestId('process-card').getAttribute('href')).toBe('/auditDetail?id=300');
  });
});

describe('/auditDetail', () => {
  it('shows the process with "Resubmit" leading to /apply (TC)', async () => {
    await renderTerminal('/auditDetail?id=300', 'TC');
    const detail = await screen.findByTestId('process-detail');
    expect(within(detail).getByTestId('process-status').textContent).toBe('已退回');
    expect(within(detail).getByRole('link', { name: '重新提交' }).getAttribute('href')).toBe('/apply?resubmit=300');
    expect(screen.getByRole('link', { name: /返回審批中心/ }).getAttribute('href')).toBe('/auditCenter');
  });
});

describe('/examine', () => {
  it('approves the task and shows the result with a link to the detail', async () => {
    const { gateway } = await renderTerminal('/examine?id=300');
    const task = await screen.findByTestId('examine');
    expect(within(task).getByText('Leave request')).toBeTruthy();
    fireEvent.change(within(task).getByRole('textbox', { name: 'Comment' }), { target: { value: 'OK' } });
    fireEvent.click(within(task).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(gateway.calls(processApprove)).toEqual([{ ids: [300], comment: 'OK' }]));
    expect(await within(task).findByText('You approved this request')).toBeTruthy();
    await waitFor(() => expect(within(task).getByTestId('process-status').textContent).toBe('Approved'));
    expect(within(task).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(task).getByRole('link', { name: 'View details' }).getAttribute('href')).toBe('/auditDetail?id=300');
  });

  it('does not send a reject without a comment (TC)', async () => {
    const { gateway } = await renderTerminal('/examine?id=300', 'TC');
    const task = await screen.findByTestId('examine');
    fireEvent.click(within(task).getByRole('button', { name: '駁回' }));
    expect(await within(task).findByText('駁回時請填寫意見')).toBeTruthy();
    expect(gateway.calls(processReject)).toHaveLength(0);
  });
});
