/** The pure steps of the meal-voucher application form: people once each, days, amount, what `add` is sent. */
import { describe, expect, it } from 'vitest';
import {
  addAccounts,
  addGuest,
  addImported,
  addInputOf,
  daysBetween,
  estimateCents,
  isMobile,
  updatePerson,
} from './reserve-form';

const LUNCH = { ticketTypeId: 2, quantityPerDay: 1 };

describe('reserve form', () => {
  it('adds each account once, keeps guests apart and imported rows with their own ticket type', () => {
    let people = addAccounts([], [{ id: 7, name: 'Li Lei', account: 'lilei' }], LUNCH);
    people = addAccounts(
      people,
      [
        { id: 7, name: 'Li Lei' },
        { id: 8, name: 'Han Meimei' },
      ],
      LUNCH,
    );
    people = addGuest(people, { name: ' Wang Fang ', phone: ' 13800138000 ' }, LUNCH);
    people = addImported(people, [
      { userId: 8, name: 'Han Meimei', phone: '', ticketTypeId: 1, quantityPerDay: 3 },
      { name: 'Zhao Lei', phone: '13900000000', ticketTypeId: 1, quantityPerDay: 2 },
    ]);
    expect(people.map((p) => [p.userId ?? null, p.name, p.phone, p.ticketTypeId, p.quantityPerDay])).toEqual([
      [7, 'Li Lei', '', 2, 1],
      [8, 'Han Meimei', '', 2, 1],
      [null, 'Wang Fang', '13800138000', 2, 1],
      [null, 'Zhao Lei', '13900000000', 1, 2],
    ]);
    expect(new Set(people.map((p) => p.key)).size).toBe(4);
    const changed = updatePerson(people, people[0].key, { quantityPerDay: 4 });
    expect(changed[0].quantityPerDay).toBe(4);
    expect(people[0].quantityPerDay).toBe(1);
  });

  it('counts the days inclusive and estimates the amount in cents', () => {
    expect(daysBetween('2026-11-29', '2026-11-29')).toBe(1);
    expect(daysBetween('2026-11-29', '2026-12-02')).toBe(4);
    expect(daysBetween('2026-11-29', '2026-11-28')).toBe(0);
    expect(daysBetween('', '2026-11-28')).toBe(0);
    const people = addGuest(
      addAccounts([], [{ id: 7, name: 'Li Lei' }], { ticketTypeId: 2, quantityPerDay: 2 }),
      {
        name: 'Wang Fang',
        phone: '13800138000',
      },
      { ticketTypeId: 1, quantityPerDay: 1 },
    );
    expect(estimateCents(people, (id) => (id === 2 ? 2000 : 1000), 3)).toBe((2 * 2000 + 1000) * 3);
  });

  it('sends an account by its id only and a guest by name and phone', () => {
    const people = addGuest(
      addAccounts([], [{ id: 7, name: 'Li Lei' }], LUNCH),
      {
        name: 'Wang Fang',
        phone: '13800138000',
      },
      LUNCH,
    );
    expect(
      addInputOf({ customerId: 3, validFrom: '2026-11-29', validTo: '2026-11-30', remark: ' Lunch ', people }),
    ).toEqual({
      customerId: 3,
      validFrom: '2026-11-29',
      validTo: '2026-11-30',
      remark: 'Lunch',
      persons: [
        { userId: 7, name: '', phone: '', ticketTypeId: 2, quantityPerDay: 1 },
        { name: 'Wang Fang', phone: '13800138000', ticketTypeId: 2, quantityPerDay: 1 },
      ],
    });
  });

  it('accepts 11-digit mobile numbers only', () => {
    expect(isMobile('13800138000')).toBe(true);
    expect(isMobile('1380013800')).toBe(false);
    expect(isMobile('23800138000')).toBe(false);
  });
});
