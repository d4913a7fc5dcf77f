/**
 * The server side of the reservation statechart (server/modules/reserve/reservation-lifecycle.ts):
 * a stored row is the machine resting in its status; an accepted event gives the status
 * (and end) to store, a refused one the ACTION_NOT_ALLOWED error naming booking, state and
 * action — localized as the gateway does.
 */
import { describe, expect, it } from 'vitest';
import { Code } from '../../platform/protocol/codes';
import { AppError } from '../../platform/protocol/envelope';
import { accepts, applyReservationEvent, type LifecycleRow } from '../../server/modules/reserve/reservation-lifecycle';
import { messageOf } from '../../server/plugins/i18n';

const row = (status: LifecycleRow['status']): LifecycleRow => ({
  id: 7,
  status,
  startAt: new Date('2026-11-23T02:00:00Z'),
  endAt: new Date('2026-11-23T04:00:00Z'),
});
const before = Date.parse('2026-11-23T01:00:00Z');
const during = Date.parse('2026-11-23T03:00:00Z');

function refusal(fn: () => unknown): AppError {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('not refused');
}

describe('applyReservationEvent', () => {
  it('returns the next status and end of an accepted event', () => {
    expect(applyReservationEvent(row('pendingAudit'), { type: 'audit.approve', now: before })).toEqual({
      status: 'approved',
      endAt: new Date('2026-11-23T04:00:00Z'),
    });
    expect(applyReservationEvent(row('checkedIn'), { type: 'reservation.endEarly', now: during })).toEqual({
      status: 'completed',
      endAt: new Date(during),
    });
    expect(
      applyReservationEvent(row('approved'), {
        type: 'reservation.extend',
        now: during,
        end: Date.parse('2026-11-23T05:00:00Z'),
      }),
    ).toEqual({ status: 'approved', endAt: new Date('2026-11-23T05:00:00Z') });
  });

  it('refuses what the machine does not accept, naming booking, state and action in each language', () => {
    const err = refusal(() => applyReservationEvent(row('cancelled'), { type: 'audit.approve', now: before }));
    expect(err.code).toBe(Code.ACTION_NOT_ALLOWED);
    expect(err.params).toEqual({ id: 7, state: 'cancelled', action: 'approve' });
    expect(messageOf(err.code, 'EN', err.params)).toBe('Booking 7 cannot be approved while it is Cancelled');
    expect(messageOf(err.code, 'CN', err.params)).toBe('预约 7 当前为“已取消”，不能通过审核');
    const late = refusal(() => applyReservationEvent(row('approved'), { type: 'reservation.cancel', now: during }));
    expect(messageOf(late.code, 'TC', late.params)).toBe('預約 7 目前為「已預約」，不能取消');
    const early = refusal(() => applyReservationEvent(row('approved'), { type: 'reservation.checkIn', now: before }));
    expect(messageOf(early.code, 'EN', early.params)).toBe('Booking 7 cannot be checked in while it is Booked');
  });

  it('answers whether an event is accepted (cancel before the start only)', () => {
    expect(accepts(row('approved'), { type: 'reservation.cancel', now: before })).toBe(true);
    expect(accepts(row('approved'), { type: 'reservation.cancel', now: during })).toBe(false);
    expect(accepts(row('rejected'), { type: 'reservation.cancel', now: before })).toBe(false);
  });
});
