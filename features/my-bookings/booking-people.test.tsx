/**
 * The people of a booking on /detail through the real runtime and a fake gateway: the
 * participants, the leader and the rule's bounds show; "Edit" only when the server says
 * `editable`; the dialog starts from the stored texts and participants, sends the whole
 * change in one `details/update`, and stays open when the server refuses it.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type ReservationWithPeople,
  reserveDetails,
  reserveDetailsUpdate,
  reserveLeader,
} from '../../platform/contracts/reserve-details.contract';
import { Code } from '../../platform/protocol/codes';
import type { FakeGateway } from '../../platform/session/fake-gateway';
import { favoriteGroupsDetails } from '../../platform/contracts/people.contract';
import { refuse, renderWithRuntime } from '../../ui/testing';
import { BookingPeople } from './booking-people';

function booking(over: Partial<ReservationWithPeople> = {}): ReservationWithPeople {
  return {
    id: 41,
    siteId: 1,
    siteName: 'Badminton Court 1',
    sceneName: 'Badminton',
    campusName: 'East Campus',
    start: '2030-11-25T09:00:00+08:00',
    end: '2030-11-25T10:00:00+08:00',
    status: 'approved',
    userId: 2,
    userName: 'Demo Booker',
    account: 'booker',
    createdAt: '2030-11-20T09:00:00+08:00',
    subject: 'Doubles',
    phone: '13900001111',
    remark: null,
    buildingName: 'Sports Centre',
    floorName: '1F',
    timeZone: 'Asia/Shanghai',
    cancelledAt: null,
    cancellable: true,
    participants: [
      { id: 1, userId: 3, account: 'approver', name: 'Demo Approver', phone: null, isLeader: true },
      { id: 2, userId: null, account: null, name: 'Guest Wang', phone: '13800000000', isLeader: false },
    ],
    leader: { id: 1, userId: 3, account: 'approver', name: 'Demo Approver', phone: null, isLeader: true },
    participantsMin: 1,
    participantsMax: 3,
    editable: true,
    ...over,
  };
}

async function renderPeople(detail: ReservationWithPeople, refused = false) {
  let current = detail;
  const { gateway } = await renderWithRuntime(<BookingPeople id={detail.id} />, {
    app: 'terminal',
    lang: 'EN',
    serve: (gateway) => {
      gateway.on(reserveDetails, () => current);
      gateway.on(reserveLeader, ({ participantId }) => {
        const participants = current.participants.map((p) => ({ ...p, isLeader: p.id === participantId }));
        current = { ...current, participants, leader: participants.find((p) => p.isLeader) ?? null };
        return current;
      });
      gateway.on(reserveDetailsUpdate, ({ subject }) =>
        refused
          ? refuse(Code.PARTICIPANTS_TOO_FEW, 'At least 1 participants are needed; there are 0')
          : { ...detail, subject: subject ?? null },
      );
      gateway.on(favoriteGroupsDetails, () => []);
    },
  });
  return gateway;
}

const updates = (gateway: FakeGateway) => gateway.requests(reserveDetailsUpdate).map((r) => r.body);

describe('BookingPeople', () => {
  it('shows the participants, the leader and the bounds; not editable: no Edit', async () => {
    await renderPeople(booking({ editable: false }));
    const card = await screen.findByTestId('booking-people');
    expect(
      within(card)
        .getAllByTestId('booking-participant')
        .map((p) => p.textContent),
    ).toEqual(['Demo ApproverapproverLeader', 'Guest WangGuest13800000000']);
    expect(within(card).getByTestId('booking-leader').textContent).toBe('Leader: Demo Approver');
    expect(within(card).getByText('This booking needs 1–3 participants')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('makes another participant the leader with one call, and shows it', async () => {
    const gateway = await renderPeople(booking());
    const card = await screen.findByTestId('booking-people');
    expect(within(card).queryByRole('button', { name: 'Make Demo Approver the leader' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Make Guest Wang the leader' }));
    await waitFor(() => expect(within(card).getByTestId('booking-leader').textContent).toBe('Leader: Guest Wang'));
    expect(gateway.requests(reserveLeader).map((r) => r.body)).toEqual([{ id: 41, participantId: 2 }]);
    expect(within(card).getByRole('button', { name: 'Make Demo Approver the leader' })).toBeTruthy();
  });

  it('edits texts and participants in one update', async () => {
    const gateway = await renderPeople(booking());
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByTestId('edit-booking-dialog');
    expect((within(dialog).getByLabelText('Subject') as HTMLInputElement).value).toBe('Doubles');
    expect(within(dialog).getAllByTestId('participant')).toHaveLength(2);

    fireEvent.change(within(dialog).getByLabelText('Subject'), { target: { value: 'Mixed doubles' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Guest Wang' }));
    fireEvent.change(within(dialog).getByLabelText('Guest name'), { target: { value: 'Guest Li' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add guest' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make Guest Li the leader' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(updates(gateway)).toEqual([
        {
          id: 41,
          subject: 'Mixed doubles',
          phone: '13900001111',
          remark: '',
          participants: [
            { userId: 3, name: 'Demo Approver', isLeader: false },
            { name: 'Guest Li', isLeader: true },
          ],
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByTestId('edit-booking-dialog')).toBeNull());
    expect(await screen.findByText('Changes saved')).toBeTruthy();
  });

  it('keeps the dialog open when the server refuses', async () => {
    const gateway = await renderPeople(booking(), true);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByTestId('edit-booking-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates(gateway)).toHaveLength(1));
    expect(await screen.findByText('At least 1 participants are needed; there are 0')).toBeTruthy();
    expect(screen.getByTestId('edit-booking-dialog')).toBeTruthy();
  });
});
