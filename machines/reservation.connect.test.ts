/** The reservation view-model offers exactly what the machine accepts for a wire booking. */
import { describe, expect, it } from 'vitest';
import { connectReservation } from './reservation.connect';

const start = '2026-11-23T10:00:00+08:00';
const end = '2026-11-23T12:00:00+08:00';
const at = (hhmm: string) => Date.parse(`2026-11-23T${hhmm}:00+08:00`);

describe('connectReservation', () => {
  it('offers approve, reject and cancel on a pending booking before it starts', () => {
    expect(connectReservation({ status: 'pendingAudit', start, end }, at('09:00'))).toEqual({
      canApprove: true,
      canReject: true,
      canCancel: true,
      canExtend: false,
      canEndEarly: false,
    });
  });

  it('still lets a started pending booking be reviewed, not cancelled; an ended one only rejected', () => {
    expect(connectReservation({ status: 'pendingAudit', start, end }, at('11:00'))).toEqual({
      canApprove: true,
      canReject: true,
      canCancel: false,
      canExtend: false,
      canEndEarly: false,
    });
    expect(connectReservation({ status: 'pendingAudit', start, end }, at('12:00'))).toEqual({
      canApprove: false,
      canReject: true,
      canCancel: false,
      canExtend: false,
      canEndEarly: false,
    });
  });

  it('offers no review on other states; cancel follows the deadline rule', () => {
    expect(connectReservation({ status: 'approved', start, end }, at('09:00'))).toEqual({
      canApprove: false,
      canReject: false,
      canCancel: true,
      canExtend: true,
      canEndEarly: false,
    });
    expect(
      connectReservation({ status: 'approved', start, end }, at('09:00'), {
        cancelBeforeMinutes: 120,
        checkInBeforeMinutes: 15,
        checkInAfterMinutes: 15,
      }).canCancel,
    ).toBe(false);
    for (const status of ['rejected', 'completed', 'cancelled', 'noShow'] as const) {
      expect(connectReservation({ status, start, end }, at('09:00'))).toEqual({
        canApprove: false,
        canReject: false,
        canCancel: false,
        canExtend: false,
        canEndEarly: false,
      });
    }
  });

  it('offers extend while approved or checked in and not ended, end early only while checked in', () => {
    expect(connectReservation({ status: 'checkedIn', start, end }, at('11:00'))).toEqual({
      canApprove: false,
      canReject: false,
      canCancel: false,
      canExtend: true,
      canEndEarly: true,
    });
    expect(connectReservation({ status: 'checkedIn', start, end }, at('12:00'))).toEqual({
      canApprove: false,
      canReject: false,
      canCancel: false,
      canExtend: false,
      canEndEarly: false,
    });
    expect(connectReservation({ status: 'approved', start, end }, at('12:00')).canExtend).toBe(false);
  });
});
