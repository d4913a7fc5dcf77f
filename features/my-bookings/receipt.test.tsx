/**
 * Meeting receipts on the terminal through the real runtime and a fake gateway: the
 * invitee's /receipt page shows the booking, the organiser and their answer, sends Attend
 * and Decline (a decline only with a reason) and shows the new answer; a booking that can
 * no longer be answered offers no buttons; the organiser's receipts card on /detail shows
 * the counts and each answer, and nothing when nobody was invited.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  getReceiptInfo,
  receiptAgree,
  receiptDetails,
  type ReceiptInfo,
  type ReceiptInvitation,
} from '../../platform/contracts/receipt.contract';
import { Code } from '../../platform/protocol/codes';
import type { FakeGateway } from '../../platform/session/fake-gateway';
import { refuse, renderWithRuntime } from '../../ui/testing';
import { ReceiptPage } from './receipt-page';
import { ReceiptSummary } from './receipt-summary';

function invitation(over: Partial<ReceiptInvitation> = {}): ReceiptInvitation {
  return {
    booking: {
      id: 41,
      siteId: 1,
      siteName: 'Meeting Room 301',
      sceneName: 'Meeting room',
      campusName: 'East Campus',
      start: '2030-11-26T09:00:00+08:00',
      end: '2030-11-26T10:00:00+08:00',
      status: 'approved',
      userId: 2,
      userName: 'Demo Booker',
      account: 'booker',
      createdAt: '2030-11-20T09:00:00+08:00',
      subject: 'Budget review',
      phone: null,
      remark: null,
      buildingName: 'Library',
      floorName: '3F',
      timeZone: 'Asia/Shanghai',
      cancelledAt: null,
      cancellable: false,
    },
    receipt: { status: 'NEEDS_ACTION', reason: null, repliedAt: null },
    answerable: true,
    ...over,
  };
}

/** Renders /receipt?id=41 on a gateway that answers `current` and records answers (or refuses them). */
async function renderInvitation(start: ReceiptInvitation, refused = false) {
  let current = start;
  const { gateway } = await renderWithRuntime(<ReceiptPage />, {
    app: 'terminal',
    lang: 'EN',
    url: '/receipt?id=41',
    serve: (gateway) => {
      gateway.on(receiptDetails, () => current);
      gateway.on(receiptAgree, ({ attend, reason }) => {
        if (refused) return refuse(Code.RECEIPT_STARTED, 'The meeting has started: your answer can no longer change');
        current = {
          ...current,
          receipt: {
            status: attend ? 'ACCEPTED' : 'DECLINED',
            reason: attend ? null : (reason ?? null),
            repliedAt: '2030-11-21T08:00:00+08:00',
          },
        };
        return current;
      });
    },
  });
  return gateway;
}

const answers = (gateway: FakeGateway) => gateway.requests(receiptAgree).map((r) => r.body);

describe('/receipt', () => {
  it('shows the booking, the organiser and the pending answer; Attend sends it and shows the new answer', async () => {
    const gateway = await renderInvitation(invitation());
    const card = await screen.findByTestId('receipt-invitation');
    expect(within(card).getByRole('heading', { name: 'Budget review' })).toBeTruthy();
    expect(within(card).getByText('Demo Booker (booker)')).toBeTruthy();
    expect(within(card).getByText('Meeting Room 301')).toBeTruthy();
    expect(within(card).getByTestId('receipt-status').textContent).toBe('No answer yet');
    expect(gateway.calls(receiptDetails)).toContainEqual({ id: 41 });

    fireEvent.click(within(card).getByRole('button', { name: 'Attend' }));
    await waitFor(() => expect(answers(gateway)).toEqual([{ id: 41, attend: true }]));
    await waitFor(() => expect(within(card).getByTestId('receipt-status').textContent).toBe('Attending'));
    expect(await screen.findByText('Answered: attending')).toBeTruthy();
    expect((within(card).getByRole('button', { name: 'Attend' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('declines only with a reason, and shows it', async () => {
    const gateway = await renderInvitation(invitation());
    const card = await screen.findByTestId('receipt-invitation');
    fireEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    const send = within(card).getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(within(card).getByLabelText(/Why you cannot attend/), { target: { value: 'Travelling' } });
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    await waitFor(() => expect(answers(gateway)).toEqual([{ id: 41, attend: false, reason: 'Travelling' }]));
    await waitFor(() => expect(within(card).getByTestId('receipt-status').textContent).toBe('Not attending'));
    expect(within(card).getByTestId('receipt-answer').textContent).toContain('Travelling');
  });

  it("shows the server's refusal and keeps the answer as it was", async () => {
    const gateway = await renderInvitation(invitation(), true);
    const card = await screen.findByTestId('receipt-invitation');
    fireEvent.click(within(card).getByRole('button', { name: 'Attend' }));
    await waitFor(() => expect(answers(gateway)).toHaveLength(1));
    expect(await screen.findByText('The meeting has started: your answer can no longer change')).toBeTruthy();
    expect(within(card).getByTestId('receipt-status').textContent).toBe('No answer yet');
  });

  it('offers no answer once the booking cannot be answered', async () => {
    await renderInvitation(
      invitation({
        answerable: false,
        receipt: { status: 'DECLINED', reason: 'Abroad', repliedAt: '2030-11-21T08:00:00+08:00' },
      }),
    );
    const card = await screen.findByTestId('receipt-invitation');
    expect(within(card).getByTestId('receipt-closed')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Attend' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(within(card).getByTestId('receipt-answer').textContent).toContain('Abroad');
  });
});

describe('ReceiptSummary', () => {
  async function renderSummary(info: ReceiptInfo) {
    return renderWithRuntime(<ReceiptSummary id={41} />, {
      app: 'terminal',
      lang: 'EN',
      serve: (gateway) => gateway.on(getReceiptInfo, () => info),
    });
  }

  it("shows the organiser the counts and each invitee's answer, with a decline's reason", async () => {
    await renderSummary({
      accepted: 1,
      declined: 1,
      pending: 1,
      receipts: [
        { userId: 3, name: 'Demo Approver', account: 'approver', status: 'ACCEPTED', reason: null, repliedAt: null },
        { userId: 1, name: 'Administrator', account: 'admin', status: 'DECLINED', reason: 'Abroad', repliedAt: null },
        { userId: 4, name: 'Li Lei', account: 'lilei', status: 'NEEDS_ACTION', reason: null, repliedAt: null },
      ],
    });
    const card = await screen.findByTestId('receipt-summary');
    expect(within(card).getByTestId('receipt-counts').textContent).toBe(
      '1 attending · 1 not attending · 1 no answer yet',
    );
    expect(
      within(card)
        .getAllByTestId('receipt-entry')
        .map((e) => e.textContent),
    ).toEqual([
      'Demo ApproverapproverAttending',
      'AdministratoradminNot attendingReason: Abroad',
      'Li LeilileiNo answer yet',
    ]);
  });

  it('shows nothing when nobody was invited', async () => {
    const { gateway } = await renderSummary({ accepted: 0, declined: 0, pending: 0, receipts: [] });
    await waitFor(() => expect(gateway.requests(getReceiptInfo)).toHaveLength(1));
    expect(screen.queryByTestId('receipt-summary')).toBeNull();
  });
});
