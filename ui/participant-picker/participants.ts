/**
 * The participant list of a booking form as plain data: what the picker
 * produces and the pure steps that change it. A user appears at most once (by `userId`);
 * at most one participant is the leader; additions stop at `max`.
 */

/**
 * One participant as the picker produces it and booking calls take it
 * (platform/contracts/reserve-details.contract.ts ParticipantInput): a user by `userId`
 * (the server names them from the account), or a guest by `name` and optional `phone`.
 */
export interface PickedParticipant {
  userId?: number;
  name: string;
  phone?: string;
  isLeader: boolean;
}

/** A user to add: their id and display name. */
export interface PickedUser {
  id: number;
  name: string;
}

/** What an addition did: the new list and how many were left out because of `max`. */
export interface AddResult {
  next: PickedParticipant[];
  added: number;
  skipped: number;
}

/** Whether `list` holds user `userId`. */
export function hasUser(list: readonly PickedParticipant[], userId: number): boolean {
  return list.some((p) => p.userId === userId);
}

/**
 * Appends the users of `users` not yet in `list` and not in `excluded`, in order, until
 * `max` participants (null: no limit); the rest count as skipped.
 */
export function addUsers(
  list: readonly PickedParticipant[],
  users: readonly PickedUser[],
  max: number | null,
  excluded: readonly number[] = [],
): AddResult {
  const next = [...list];
  let added = 0;
  let skipped = 0;
  for (const u of users) {
    if (hasUser(next, u.id) || excluded.includes(u.id)) continue;
    if (max !== null && next.length >= max) {
      skipped++;
      continue;
    }
    next.push({ userId: u.id, name: u.name, isLeader: false });
    added++;
  }
  return { next, added, skipped };
}

/** Appends guest `name` (trimmed) with `phone` (trimmed, omitted when empty), unless `max` is reached. */
export function addGuest(
  list: readonly PickedParticipant[],
  name: string,
  phone: string,
  max: number | null,
): AddResult {
  if (max !== null && list.length >= max) return { next: [...list], added: 0, skipped: 1 };
  const guest: PickedParticipant = { name: name.trim(), isLeader: false };
  if (phone.trim()) guest.phone = phone.trim();
  return { next: [...list, guest], added: 1, skipped: 0 };
}

/** `list` without the participant at `index`. */
export function removeAt(list: readonly PickedParticipant[], index: number): PickedParticipant[] {
  return list.filter((_, i) => i !== index);
}

/** Makes the participant at `index` the only leader, or, when it already is, leaves the list without one. */
export function toggleLeader(list: readonly PickedParticipant[], index: number): PickedParticipant[] {
  const wasLeader = list[index]?.isLeader ?? false;
  return list.map((p, i) => ({ ...p, isLeader: !wasLeader && i === index }));
}

/** Whether `count` participants are too few or too many for [min, max] (null max: no limit), or fine. */
export function countProblem(count: number, min: number, max: number | null): 'tooFew' | 'tooMany' | null {
  if (count < min) return 'tooFew';
  if (max !== null && count > max) return 'tooMany';
  return null;
}

/** A guest phone the picker accepts: empty, or 3–20 digits with an optional leading `+`, spaces and dashes. */
export function isGuestPhone(phone: string): boolean {
  const value = phone.trim();
  return value === '' || /^\+?[\d][\d\s-]{2,19}$/.test(value);
}
