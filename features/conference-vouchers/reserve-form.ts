/**
 * The pure steps of the meal-voucher application form (/mealVoucherReserve, spec §2 Variant 5,
 * §7 mealVoucher/add): the list of people (accounts picked or imported, each once; people
 * without an account by name and 11-digit mobile number), what `add` is sent, the number of
 * days of the validity and the estimated amount in cents.
 */
import type { MealVoucherFields, MealVoucherPersonInput } from '../../platform/contracts/meal-voucher.contract';

/** One person of the form: an account (`userId`) or a name with a phone; a ticket type and a number per day. */
export interface FormPerson {
  /** The React key: `u<userId>` for an account, `g<n>` for a person without one. */
  key: string;
  userId?: number;
  name: string;
  /** The account shown beside the name, when known. */
  account?: string;
  phone: string;
  ticketTypeId: number;
  quantityPerDay: number;
}

/** What a new person gets: the form's chosen ticket type and number per day. */
export interface PersonDefaults {
  ticketTypeId: number;
  quantityPerDay: number;
}

/** A mobile number the server accepts for a person without an account (spec: 11 digits, leading 1). */
export function isMobile(phone: string): boolean {
  return /^1[0-9]{10}$/.test(phone.trim());
}

/**
 * `people` with the accounts of `users` added after them, each account once (one already in
 * the list is left as it is); they get `defaults`.
 */
export function addAccounts(
  people: readonly FormPerson[],
  users: readonly { id: number; name: string; account?: string }[],
  defaults: PersonDefaults,
): FormPerson[] {
  const out = [...people];
  for (const u of users) {
    if (out.some((p) => p.userId === u.id)) continue;
    out.push({ key: `u${u.id}`, userId: u.id, name: u.name, account: u.account, phone: '', ...defaults });
  }
  return out;
}

let guestSeq = 0;

/** `people` with a person without an account added (name and phone trimmed); check {@link isMobile} first. */
export function addGuest(
  people: readonly FormPerson[],
  guest: { name: string; phone: string },
  defaults: PersonDefaults,
): FormPerson[] {
  guestSeq += 1;
  return [...people, { key: `g${guestSeq}`, name: guest.name.trim(), phone: guest.phone.trim(), ...defaults }];
}

/**
 * `people` with the rows of an import added: a row naming an account joins as that account
 * (once), another as a person without an account; each keeps its own ticket type and number.
 */
export function addImported(people: readonly FormPerson[], rows: readonly MealVoucherPersonInput[]): FormPerson[] {
  let out = [...people];
  for (const r of rows) {
    const own = { ticketTypeId: r.ticketTypeId, quantityPerDay: r.quantityPerDay };
    out = r.userId
      ? addAccounts(out, [{ id: r.userId, name: r.name || String(r.userId) }], own)
      : addGuest(out, { name: r.name, phone: r.phone }, own);
  }
  return out;
}

/** `people` with the person of `key` changed by `patch`. */
export function updatePerson(people: readonly FormPerson[], key: string, patch: Partial<PersonDefaults>): FormPerson[] {
  return people.map((p) => (p.key === key ? { ...p, ...patch } : p));
}

/** The number of days from `from` to `to` (`YYYY-MM-DD`, inclusive); 0 when either is missing or `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  if (!from || !to) return 0;
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Number.isFinite(ms) && ms >= 0 ? ms / 86_400_000 + 1 : 0;
}

/** The estimated amount in cents: each person's ticket price × number per day × days. */
export function estimateCents(
  people: readonly FormPerson[],
  priceOf: (ticketTypeId: number) => number,
  days: number,
): number {
  return people.reduce((sum, p) => sum + priceOf(p.ticketTypeId) * p.quantityPerDay * days, 0);
}

/** The body of `mealVoucherAdd`: an account's person by its id only (the server copies name and phone). */
export function addInputOf(form: {
  customerId: number;
  validFrom: string;
  validTo: string;
  remark: string;
  people: readonly FormPerson[];
}): MealVoucherFields {
  return {
    customerId: form.customerId,
    validFrom: form.validFrom,
    validTo: form.validTo,
    remark: form.remark.trim(),
    persons: form.people.map((p) =>
      p.userId
        ? { userId: p.userId, name: '', phone: '', ticketTypeId: p.ticketTypeId, quantityPerDay: p.quantityPerDay }
        : { name: p.name, phone: p.phone, ticketTypeId: p.ticketTypeId, quantityPerDay: p.quantityPerDay },
    ),
  };
}
