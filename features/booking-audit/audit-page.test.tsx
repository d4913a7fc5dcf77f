/**
 * /audit as a ResourcePage against the fake gateway through the real runtime: Approve and
 * Reject show only on pending bookings and only with their permissions; Approve asks
 * 'system prompt' first; Reject asks for a reason (required) and sends it; the bulk Reject
 * sends every selected booking. A booking with an approval process shows where it stands and
 * links to it, and offers neither Approve nor Reject (it is decided in the process).
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auditApprove, auditPage, auditReject, type AuditRow } from '../../platform/contracts/audit.contract';
import { sceneList } from '../../platform/contracts/site.contract';
import { aPage, aScene, aUser, renderWithRuntime } from '../../ui/testing';
import AuditPage, { formatBookingTime } from './audit-page';

/** One base time for the whole file, so that rows built at different moments format the same. */
const BASE_MS = Date.now();
const inHours = (h: number) => new Date(BASE_MS + h * 3_600_000).toISOString();
const booking = (id: number, status: AuditRow['status'], review: Partial<AuditRow> = {}): AuditRow => ({
  id,
  siteId: 1,
  siteName: `Room ${id}`,
  sceneName: 'Meeting room',
  campusName: 'East',
  start: inHours(48),
  end: inHours(49),
  status,
  userId: 2,
  userName: 'Bo',
  account: 'booker',
  createdAt: '2026-01-01T00:00:00Z',
  subject: `Subject ${id}`,
  phone: null,
  remark: null,
  timeZone: 'Asia/Shanghai',
  auditedByName: null,
  auditedAt: null,
  auditRemark: null,
  process: null,
  ...review,
});

async function setup(permissions: string[]) {
  const rows = [
    booking(1, 'pendingAudit'),
    booking(2, 'pendingAudit'),
    booking(3, 'approved', { auditedByName: 'Ann', auditedAt: '2026-01-02T01:00:00Z', auditRemark: 'Fine' }),
    booking(4, 'pendingAudit', { process: { id: 31, status: 'RUNNING', currentNodeName: 'Head of department' } }),
  ];
  const decide = (status: AuditRow['status'], ids: number[]) => {
    for (const id of ids) rows.find((r) => r.id === id)!.status = status;
    return ids.length;
  };
  const { gateway } = await renderWithRuntime(<AuditPage />, {
    lang: 'EN',
    url: '/audit',
    user: aUser({ account: 'admin', permissions: ['resv:audit:page', ...permissions] }),
    serve: (gateway) => {
      gateway.on(auditPage, () => aPage(rows));
      gateway.on(sceneList, () => [aScene({ id: 4, code: 'meetingRoom', name: 'Meeting room' })]);
      gateway.on(auditApprove, ({ ids }) => ({ approved: decide('approved', ids) }));
      gateway.on(auditReject, ({ ids }) => ({ rejected: decide('rejected', ids) }));
    },
  });
  const table = await screen.findByRole('table', { name: 'Booking approval' });
  await within(table).findByText('Room 1');
  return { table, gateway };
}

const rowOf = (table: HTMLElement, site: string) => within(table).getByText(site).closest('tr') as HTMLElement;

describe('AuditPage', () => {
  it('approves a pending booking after the confirm; reviewed ones show who and why', async () => {
    const { table, gateway } = await setup(['resv:audit:approve', 'resv:audit:reject']);
    expect(within(table).getAllByTestId('action-approve')).toHaveLength(2);
    expect(within(rowOf(table, 'Room 4')).queryByTestId('action-reject')).toBeNull();
    expect(within(rowOf(table, 'Room 3')).queryByTestId('action-approve')).toBeNull();
    expect(within(rowOf(table, 'Room 3')).getByTestId('audit-remark').textContent).toBe('Fine');
    expect(rowOf(table, 'Room 3').textContent).toContain('Ann at 2026-01-02 09:00');

    fireEvent.click(within(rowOf(table, 'Room 1')).getByTestId('action-approve'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      `Approve the booking of Room 1, ${formatBookingTime(booking(1, 'pendingAudit'))} by Bo?`,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(auditApprove).map((r) => r.body)).toEqual([{ ids: [1] }]));
    await waitFor(() => expect(within(rowOf(table, 'Room 1')).queryByTestId('action-approve')).toBeNull());
  });

  it('rejects only with a reason', async () => {
    const { table, gateway } = await setup(['resv:audit:reject']);
    expect(within(table).queryAllByTestId('action-approve')).toHaveLength(0);
    fireEvent.click(within(rowOf(table, 'Room 2')).getByTestId('action-reject'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Reject booking')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await within(dialog).findByText('Please give a reason');
    expect(gateway.requests(auditReject)).toHaveLength(0);

    fireEvent.change(within(dialog).getByTestId('reject-reason'), { target: { value: '  Exam in this room ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(gateway.requests(auditReject).map((r) => r.body)).toEqual([{ ids: [2], remark: 'Exam in this room' }]),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(rowOf(table, 'Room 2').querySelector('[data-status="rejected"]')).toBeTruthy());
  });

  it('rejects the selected bookings at once', async () => {
    const { table, gateway } = await setup(['resv:audit:approve', 'resv:audit:reject']);
    fireEvent.click(within(rowOf(table, 'Room 1')).getByRole('checkbox'));
    await screen.findByText('1 selected');
    fireEvent.click(within(rowOf(table, 'Room 2')).getByRole('checkbox'));
    await screen.findByText('2 selected');
    fireEvent.click(screen.getByTestId('bulk-reject'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Reject the 2 selected bookings')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('reject-reason'), { target: { value: 'Closed for works' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(gateway.requests(auditReject).map((r) => r.body)).toEqual([{ ids: [1, 2], remark: 'Closed for works' }]),
    );
  });

  it('offers no review without the permissions', async () => {
    const { table } = await setup([]);
    expect(within(table).queryAllByTestId('action-approve')).toHaveLength(0);
    expect(within(table).queryAllByTestId('action-reject')).toHaveLength(0);
    expect(screen.queryByTestId('bulk-reject')).toBeNull();
  });

  it('shows the approval process of a booking that has one, linked, and leaves its decision there', async () => {
    const { table } = await setup(['resv:audit:approve', 'resv:audit:reject']);
    const row = rowOf(table, 'Room 4');
    const cell = within(row).getByTestId('audit-process');
    expect(within(cell).getByText('In approval')).toBeTruthy();
    expect(within(cell).getByText('Now at: Head of department')).toBeTruthy();
    expect(within(cell).getByRole('link', { name: 'View process' }).getAttribute('href')).toBe('/myTodo?id=31');
    expect(within(row).queryByTestId('action-approve')).toBeNull();
    expect(within(row).queryByTestId('action-reject')).toBeNull();
    expect(within(rowOf(table, 'Room 1')).queryByTestId('audit-process')).toBeNull();
  });
});
