/**
 * The department approver's queues of the conference centre (/auditing, /mealVoucherAudit,
 * /foodDeliveryAudit) against the fake gateway: the queue asked of the workflow engine's list
 * (to do / done, the business group or the page's kind), each row's kind, applicant, department,
 * what, amount and submission time, the lines on demand; approve and reject (a reason required)
 * through the engine's task calls, the queue read again after; the applicant's notice that an order
 * waits for the department's approval (ui/business-approval).
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  processApprove,
  processList,
  processReject,
  type BusinessSummary,
  type ProcessRow,
} from '../../platform/contracts/workflow-process.contract';
import type { FakeGateway } from '../../platform/session/fake-gateway';
import { BusinessApprovalNotice } from '../../ui/business-approval';
import { formatMoney } from '../../ui/components';
import { aPage, aProcessRow, renderWithRuntime } from '../../ui/testing';
import { ApprovalQueuePage } from './index';

/** A summary of `kind` with the fields every kind has; `over` for the rest. */
function aSummary(over: Partial<BusinessSummary> & Pick<BusinessSummary, 'kind'>): BusinessSummary {
  return {
    id: 11,
    no: 'RO20261130-0001',
    state: 'submitted',
    applicantName: 'Demo Booker',
    applicantOrgName: 'School of Computer Science',
    place: null,
    subject: null,
    start: null,
    end: null,
    date: null,
    dateTo: null,
    timeRange: null,
    count: 0,
    amountCents: 0,
    submittedAt: '2026-11-29T08:30:00+08:00',
    lines: [],
    ...over,
  };
}

const MEETING = aProcessRow({
  id: 201,
  formName: 'Conference-centre approval',
  businessType: 'RESERVE_ORDER',
  businessKey: '11',
  initiatorName: 'Demo Booker',
  business: aSummary({
    kind: 'RESERVE_ORDER',
    place: 'Meeting Room 301',
    subject: 'Budget review',
    start: '2026-12-02T09:00:00+08:00',
    end: '2026-12-02T10:00:00+08:00',
    count: 6,
    amountCents: 1200,
    lines: [{ name: 'Water', quantity: 4, amountCents: 1200 }],
  }),
});
const DELIVERY = aProcessRow({
  id: 202,
  businessType: 'FOOD_DELIVERY',
  businessKey: '12',
  business: aSummary({
    kind: 'FOOD_DELIVERY',
    id: 12,
    no: 'FD20261129-0012',
    place: 'Room 101',
    date: '2026-12-02',
    timeRange: '11:30–13:00',
    count: 2,
    amountCents: 2500,
  }),
});
const VOUCHERS = aProcessRow({
  id: 203,
  businessType: 'MEAL_VOUCHER',
  businessKey: '13',
  business: aSummary({
    kind: 'MEAL_VOUCHER',
    id: 13,
    no: 'MV20261129-0013',
    applicantName: 'Sports Staff',
    applicantOrgName: 'East Campus Sports Office',
    place: 'Administration Office',
    date: '2026-11-29',
    dateTo: '2026-11-30',
    count: 4,
    amountCents: 6000,
  }),
});

/** Opens `url` with the three queue routes; `rows` answer every processList call. */
async function open(url: string, rows: ProcessRow[], serve: (g: FakeGateway) => void = () => {}) {
  return renderWithRuntime(null, {
    app: 'terminal',
    lang: 'EN',
    url,
    routes: [
      { path: '/auditing', element: <ApprovalQueuePage /> },
      { path: '/mealVoucherAudit', element: <ApprovalQueuePage kind="MEAL_VOUCHER" /> },
      { path: '/foodDeliveryAudit', element: <ApprovalQueuePage kind="FOOD_DELIVERY" /> },
    ],
    serve: (g) => {
      g.on(processList, () => aPage(rows));
      serve(g);
    },
  });
}

describe('/auditing', () => {
  it("lists the department's requests of the three kinds waiting for me, with what, who and how much", async () => {
    const { gateway } = await open('/auditing', [MEETING, DELIVERY, VOUCHERS]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Department approvals' })).toBeTruthy();
    const cards = await screen.findAllByTestId('approval-card');
    expect(cards).toHaveLength(3);
    expect(gateway.calls(processList)[0]).toMatchObject({ view: 'todo', businessGroup: 'CONFERENCE', pageNo: 1 });

    const meeting = within(cards[0]);
    expect(meeting.getByText('Meeting order')).toBeTruthy();
    expect(meeting.getByRole('heading', { name: 'Budget review' })).toBeTruthy();
    expect(meeting.getByText(/Meeting Room 301 · .*09:00–10:00/)).toBeTruthy();
    expect(meeting.getByText(/Applicant: Demo Booker · Department: School of Computer Science/)).toBeTruthy();
    expect(meeting.getByText(formatMoney(1200, 'EN'))).toBeTruthy();
    expect(meeting.getByText(/Submitted: 29 Nov 2026, 08:30/)).toBeTruthy();

    const delivery = within(cards[1]);
    expect(delivery.getByText('Food delivery')).toBeTruthy();
    expect(delivery.getByRole('heading', { name: /11:30–13:00 · Room 101/ })).toBeTruthy();
    expect(delivery.getByText(formatMoney(2500, 'EN'))).toBeTruthy();

    const vouchers = within(cards[2]);
    expect(vouchers.getByText('Meal vouchers')).toBeTruthy();
    expect(vouchers.getByRole('heading', { name: /4 vouchers · .*29 Nov 2026 to .*30 Nov 2026/ })).toBeTruthy();
    expect(vouchers.getByText(/Department: East Campus Sports Office/)).toBeTruthy();
  });

  it('shows the lines of a request on demand', async () => {
    await open('/auditing', [MEETING]);
    const card = within(await screen.findByTestId('approval-card'));
    expect(card.queryByTestId('approval-lines')).toBeNull();
    fireEvent.click(card.getByRole('button', { name: 'Show details' }));
    const lines = within(card.getByTestId('approval-lines'));
    expect(lines.getByText('Water × 4')).toBeTruthy();
    expect(lines.getByText('Total')).toBeTruthy();
  });

  it('approves through the engine and reads the queue again', async () => {
    const { gateway } = await open('/auditing', [MEETING], (g) => g.on(processApprove, () => ({ approved: 1 })));
    const card = within(await screen.findByTestId('approval-card'));
    fireEvent.click(card.getByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Approve this request')).toBeTruthy();
    gateway.on(processList, () => aPage([]));
    fireEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(gateway.calls(processApprove)).toEqual([{ ids: [201] }]));
    expect(await screen.findByText('Nothing waits for your approval')).toBeTruthy();
  });

  it('rejects only with a reason, sent as the comment', async () => {
    const { gateway } = await open('/auditing', [DELIVERY], (g) => g.on(processReject, () => ({ rejected: 1 })));
    fireEvent.click(within(await screen.findByTestId('approval-card')).getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByText('Enter a comment')).toBeTruthy();
    expect(gateway.calls(processReject)).toEqual([]);
    fireEvent.change(dialog.getByRole('textbox'), { target: { value: 'Not within budget' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(gateway.calls(processReject)).toEqual([{ ids: [202], comment: 'Not within budget' }]));
  });

  it('lists what I decided in the Done tab, with my decision and no buttons', async () => {
    const { gateway } = await open('/auditing?tab=done', [{ ...MEETING, myDecision: 'reject', status: 'REJECTED' }]);
    const card = within(await screen.findByTestId('approval-card'));
    expect(gateway.calls(processList)[0]).toMatchObject({ view: 'done', businessGroup: 'CONFERENCE' });
    expect(card.getByTestId('my-decision').textContent).toBe('Rejected');
    expect(card.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('says so when nothing waits', async () => {
    await open('/auditing', []);
    expect(await screen.findByText('Nothing waits for your approval')).toBeTruthy();
  });
});

describe('/mealVoucherAudit and /foodDeliveryAudit', () => {
  it('ask the queue of their own kind', async () => {
    const { gateway } = await open('/mealVoucherAudit', [VOUCHERS]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meal voucher approvals' })).toBeTruthy();
    await screen.findByTestId('approval-card');
    expect(gateway.calls(processList)[0]).toMatchObject({ view: 'todo', businessType: 'MEAL_VOUCHER' });
    expect(gateway.calls(processList)[0]).not.toHaveProperty('businessGroup');
  });

  it('/foodDeliveryAudit has its title and kind', async () => {
    const { gateway } = await open('/foodDeliveryAudit', [DELIVERY]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Food delivery approvals' })).toBeTruthy();
    await screen.findByTestId('approval-card');
    expect(gateway.calls(processList)[0]).toMatchObject({ businessType: 'FOOD_DELIVERY' });
  });
});

describe("the applicant's notice", () => {
  it("says the order waits for the department's approval, naming the approver", async () => {
    const { gateway } = await renderWithRuntime(<BusinessApprovalNotice businessType="RESERVE_ORDER" recordId={11} />, {
      app: 'terminal',
      lang: 'EN',
      serve: (g) => g.on(processList, () => aPage([{ ...MEETING, currentApprovers: ['Administrator'] }])),
    });
    const notice = await screen.findByTestId('department-approval-notice');
    expect(notice.textContent).toContain("Waiting for your department's approval");
    expect(notice.textContent).toContain('Approver: Administrator');
    expect(gateway.calls(processList)[0]).toMatchObject({
      view: 'started',
      businessType: 'RESERVE_ORDER',
      businessKey: '11',
      status: 'RUNNING',
    });
  });

  it('shows nothing when no approval is open', async () => {
    const { gateway } = await renderWithRuntime(<BusinessApprovalNotice businessType="RESERVE_ORDER" recordId={11} />, {
      app: 'terminal',
      lang: 'EN',
      serve: (g) => g.on(processList, () => aPage([])),
    });
    await waitFor(() => expect(gateway.calls(processList)).toHaveLength(1));
    expect(screen.queryByTestId('department-approval-notice')).toBeNull();
  });
});
