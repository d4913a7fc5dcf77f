/**
 * ProcessDetailView / ProcessDetailPanel against the fake gateway: the header, values, path and
 * timeline show; only the actions `detail.actions` allows appear; a reject without a comment
 * is not sent; return offers `actions.returnTo` and sends `{id, to, comment}`; transfer picks a
 * person from the people search; approve sends `ids: [id]` and refetches the detail; a
 * PROCESS_ACTION_NOT_ALLOWED refusal and an URGE_TOO_SOON with its `retryAt` are shown in the
 * user's language (EN and TC); the people and files the values name show by name, a file as a
 * link to its download route that downloads it with the session's token.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userSearch } from '../../platform/contracts/people.contract';
import {
  processAddSign,
  processApprove,
  processDetail,
  processReject,
  processReturn,
  processTransfer,
  processUrge,
  processWithdraw,
  type ProcessActions,
  type ProcessDetail,
} from '../../platform/contracts/workflow-process.contract';
import type { Lang } from '../../platform/i18n/languages';
import { Code } from '../../platform/protocol/codes';
import { aProcessDetail, noProcessActions, refuse, renderWithRuntime } from '../testing';
import { ProcessDetailPanel } from './process-detail-panel';

/** Renders the panel of process 101 whose detail allows `actions`. */
async function renderDetail(actions: Partial<ProcessActions>, lang: Lang = 'EN', over: Partial<ProcessDetail> = {}) {
  const detail = aProcessDetail({ actions: noProcessActions(actions), ...over });
  return renderWithRuntime(<ProcessDetailPanel id={101} resubmitHref={(id) => `/start?resubmit=${id}`} />, {
    lang,
    serve: (gateway) => {
      gateway.on(processDetail, () => detail);
      gateway.on(processApprove, (input) => ({ approved: input.ids.length }));
      gateway.on(processReject, (input) => ({ rejected: input.ids.length }));
      gateway.on(processReturn, () => ({ ...detail, status: 'RETURNED' as const }));
      gateway.on(processTransfer, () => detail);
      gateway.on(processAddSign, () => detail);
      gateway.on(processWithdraw, () => ({ ...detail, status: 'WITHDRAWN' as const }));
      gateway.on(userSearch, () => [
        { id: 9, name: 'Dan Ho', account: 'dho', orgName: 'Physics', phone: '138****0000' },
      ]);
    },
  });
}

/** Opens the dialog of an action and returns it. */
async function openAction(kind: string) {
  fireEvent.click(await screen.findByTestId(`action-${kind}`));
  return screen.findByTestId('decision-dialog');
}

describe('ProcessDetailView', () => {
  it('shows the header, values, path and timeline', async () => {
    await renderDetail({});
    const detail = await screen.findByTestId('process-detail');
    expect(within(detail).getByRole('heading', { name: 'Leave request' })).toBeTruthy();
    expect(within(detail).getByTestId('process-status').textContent).toBe('In approval');
    expect(within(detail).getByText('Family visit')).toBeTruthy();
    const steps = within(detail).getAllByTestId('path-step');
    expect(steps.map((s) => s.dataset.state)).toEqual(['current', 'pending']);
    expect(within(steps[0]).getByText('Waiting')).toBeTruthy();
    const entry = within(detail).getByTestId('timeline-entry');
    expect(entry.textContent).toContain('Alice Chen');
    expect(entry.textContent).toContain('Submitted');
  });

  it('shows the person a user field names and a file as a download link', async () => {
    const { gateway, runtime } = await renderDetail({ approve: true }, 'EN', {
      schema: {
        fields: [
          { id: 'payee', type: 'user', label: { cn: '收款人', en: 'Payee', tc: '收款人' }, required: true, limits: {} },
          {
            id: 'receipt',
            type: 'attachment',
            label: { cn: '票据', en: 'Receipt', tc: '票據' },
            required: true,
            limits: {},
          },
        ],
      },
      formValues: { payee: 12, receipt: [41, 42] },
      people: [{ id: 12, name: 'Dan Ho' }],
      attachments: [
        {
          id: 41,
          name: 'receipt.pdf',
          contentType: 'application/pdf',
          size: 38,
          createdAt: '2026-11-25T10:00:00+08:00',
        },
      ],
    });
    const detail = await screen.findByTestId('process-detail');
    expect(within(detail).getByTestId('value-payee').textContent).toBe('Dan Ho');
    const receipt = within(detail).getByTestId('value-receipt');
    expect(receipt.textContent).toBe('receipt.pdf, File #42');
    const link = within(receipt).getByRole('link', { name: 'receipt.pdf' });
    expect(link.getAttribute('href')).toBe('http://app.test/gateway/workflow/attachment/file/41');
    expect(link.getAttribute('download')).toBe('receipt.pdf');

    // A click fetches the bytes with the session's token (the fake gateway has no file: the failure is told).
    fireEvent.click(link);
    expect(await screen.findByText('receipt.pdf could not be downloaded')).toBeTruthy();
    const fetched = gateway.log.filter((r) => r.path === '/workflow/attachment/file/41');
    expect(fetched).toHaveLength(1);
    expect(fetched[0]!.token).toBe(runtime.actor.getSnapshot().context.tokens?.token);
    expect(fetched[0]!.method).toBe('GET');
  });

  it('shows only the actions the detail allows', async () => {
    await renderDetail({ approve: true, reject: true, urge: false });
    await screen.findByTestId('action-approve');
    expect(screen.getByTestId('action-reject')).toBeTruthy();
    for (const kind of ['return', 'transfer', 'delegate', 'resolve', 'addSign', 'withdraw', 'resubmit', 'urge']) {
      expect(screen.queryByTestId(`action-${kind}`), kind).toBeNull();
    }
  });

  it('shows nothing to do when no action is allowed', async () => {
    await renderDetail({});
    await screen.findByTestId('process-detail');
    expect(screen.queryByTestId('process-actions')).toBeNull();
  });

  it('links "Resubmit" to the start page', async () => {
    await renderDetail({ resubmit: true });
    expect((await screen.findByTestId('action-resubmit')).getAttribute('href')).toBe('/start?resubmit=101');
  });

  it('approves with ids: [id] and reads the detail again', async () => {
    const { gateway } = await renderDetail({ approve: true });
    const dialog = await openAction('approve');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Comment' }), { target: { value: ' Fine ' } });
    fireEvent.click(within(dialog).getByTestId('decision-submit'));
    await waitFor(() => expect(gateway.calls(processApprove)).toEqual([{ ids: [101], comment: 'Fine' }]));
    await waitFor(() => expect(gateway.calls(processDetail).length).toBeGreaterThan(1));
    await waitFor(() => expect(screen.queryByTestId('decision-dialog')).toBeNull());
  });

  it('does not send a reject without a comment', async () => {
    const { gateway } = await renderDetail({ reject: true });
    const dialog = await openAction('reject');
    fireEvent.click(within(dialog).getByTestId('decision-submit'));
    expect(await within(dialog).findByText('Enter a comment')).toBeTruthy();
    expect(gateway.calls(processReject)).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Comment/ }), { target: { value: 'No budget' } });
    fireEvent.click(within(dialog).getByTestId('decision-submit'));
    await waitFor(() => expect(gateway.calls(processReject)).toEqual([{ ids: [101], comment: 'No budget' }]));
  });

  it('returns to a target from actions.returnTo with a comment', async () => {
    const { gateway } = await renderDetail({
      returnTo: [
        { nodeId: 'initiator', name: 'Initiator' },
        { nodeId: 'n0', name: 'Secretary' },
      ],
    });
    const dialog = await openAction('return');
    const select = within(dialog).getByRole('combobox', { name: /Return to/ }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['', 'Initiator', 'Secretary']);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Comment/ }), { target: { value: 'Add dates' } });
    fireEvent.click(within(dialog).getByTestId('decision-submit'));
    expect(await within(dialog).findByText('Choose where to return it')).toBeTruthy();
    expect(gateway.calls(processReturn)).toHaveLength(0);
    fireEvent.change(select, { target: { value: 'n0' } });
    fireEvent.click(within(dialog).getByTestId('decision-submit'));
    await waitFor(() => expect(gateway.calls(processReturn)).toEqual([{ id: 101, to: 'n0', comment: 'Add dates' }]));
  });

  it('transfers to a person found by the people search', async () => {
    const { gateway } = await renderDetail({ transfer: true });
    const dialog = await openAction('transfer');
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'dan' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Dan Ho/ }));
    expect(within(dialog).getByTestId('chosen-users').textContent).toContain('Dan Ho');
    fireEvent.click(within(dialog).getByTestId('decision-submit'));
    await waitFor(() => expect(gateway.calls(processTransfer)).toEqual([{ id: 101, userId: 9 }]));
  }, 15_000);

  it('adds approvers after the caller', async () => {
    const { gateway } = await renderDetail({ addSign: true });
    const dialog = await openAction('addSign');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Where' }), { target: { value: 'after' } });
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'dan' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Dan Ho/ }));
    fireEvent.click(within(dialog).getByTestId('decision-submit'));
    await waitFor(() => expect(gateway.calls(processAddSign)).toEqual([{ id: 101, userIds: [9], position: 'after' }]));
  }, 15_000);

  it('withdraws after confirming', async () => {
    const { gateway } = await renderDetail({ withdraw: true });
    fireEvent.click(await screen.findByTestId('action-withdraw'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(within(confirm).getByText('Withdraw this request? The process ends.')).toBeTruthy();
    expect(gateway.calls(processWithdraw)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.calls(processWithdraw)).toEqual([{ id: 101 }]));
  });

  it('shows a PROCESS_ACTION_NOT_ALLOWED refusal in the user’s language', async () => {
    const { gateway } = await renderDetail({ approve: true }, 'TC');
    gateway.on(processApprove, () => refuse(Code.PROCESS_ACTION_NOT_ALLOWED, '流程目前狀態（已通過）不允許此操作'));
    const dialog = await openAction('approve');
    expect(within(dialog).getByRole('heading', { name: '同意' })).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('decision-submit'));
    expect(await screen.findByText('流程目前狀態（已通過）不允許此操作')).toBeTruthy();
    expect(screen.getByTestId('decision-dialog')).toBeTruthy();
  });

  it('shows URGE_TOO_SOON with its retry time formatted in the user’s language', async () => {
    const { gateway } = await renderDetail({ urge: true });
    gateway.on(processUrge, () => refuse(Code.URGE_TOO_SOON, 'server text', { retryAt: '2026-11-26T10:30:00+08:00' }));
    fireEvent.click(await screen.findByTestId('action-urge'));
    expect(await screen.findByText('You can urge once an hour; try again after 26 Nov 2026, 10:30')).toBeTruthy();
  });

  it('tells the initiator an urge went out (TC)', async () => {
    const { gateway } = await renderDetail({ urge: true }, 'TC');
    gateway.on(processUrge, () => null);
    fireEvent.click(await screen.findByTestId('action-urge'));
    await waitFor(() => expect(gateway.calls(processUrge)).toEqual([{ id: 101 }]));
    expect(await screen.findByText('已提醒審批人', {}, { timeout: 3000 })).toBeTruthy();
  });
});
