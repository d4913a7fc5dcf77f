/**
 * In-app messages: writing them inside the caller's transaction (a rolled back
 * booking sends nothing) and rendering them in the reader's language from their kind and
 * parameters (texts: platform/i18n/locales/messages.ts, `kind.<kind>.title|text`; a stored
 * `context` parameter picks i18next's contextual text, e.g. `text_meeting`).
 *
 * Writers: reserve.service `book` (bookingConfirmed / bookingPending) and `cancelAll`
 * (bookingCancelled, when someone else cancels), audit approve / reject, /resvMsg/save
 * (notice), meeting receipts (receiptInvite, receiptDeclined), and the reminder job
 * (server/jobs/reminder.job.ts; a meeting service order's booking is reminded of as that meeting), and
 * ./order-messages.ts (the steps of meeting service orders, food deliveries and meal-voucher applications,
 * vouchers arrived). The no-show sweep and the waitlist are to call
 * `notifyBookings` the same way, inside their own transactions.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { MessageKind } from '../../../platform/contracts/message.contract';
import type { Lang } from '../../../platform/i18n/languages';
import type { Db } from '../../db/client';
import { building, campus, floor, reservation, site, userMessage } from '../../db/schema/index';
import { i18nOf, localizedParams } from '../../plugins/i18n';

/** Parameters of a message (see MessageKind for what each kind carries). */
export type MessageParams = Record<string, string | number>;

/**
 * Writes one message to `userId`; call with the transaction of the change it reports.
 * @returns the new message's id
 */
export async function notify(
  db: Db,
  userId: number,
  kind: MessageKind,
  params: MessageParams,
  reservationId?: number,
): Promise<number> {
  const [row] = await db
    .insert(userMessage)
    .values({ userId, kind, params, reservationId: reservationId ?? null })
    .returning({ id: userMessage.id });
  return row.id;
}

/**
 * `HH:mm` of a timestamp column in its campus's zone; in an hour a backward daylight-saving
 * change repeats (the same wall clock 30 or 60 minutes earlier or later) with its UTC
 * offset, `01:00 (UTC-05:00)`, as campus-time.ts `clockTime` prints it.
 */
function localTime(column: typeof reservation.startAt | typeof reservation.endAt): SQL {
  const local = sql`(${column} at time zone ${campus.timeZone})`;
  const offsetMinutes = sql`(extract(epoch from ${local} - (${column} at time zone 'UTC')) / 60)::int`;
  return sql`to_char(${local}, 'HH24:MI') || case when exists (
      select 1 from unnest(array[interval '30 minutes', interval '1 hour']) as d(step)
      where (${column} - d.step) at time zone ${campus.timeZone} = ${local} or (${column} + d.step) at time zone
        ${campus.timeZone} = ${local})
    then ' (UTC' || case when ${offsetMinutes} < 0 then '-' else '+' end
      || lpad((abs(${offsetMinutes}) / 60)::text, 2, '0') || ':' || lpad((abs(${offsetMinutes}) % 60)::text, 2, '0') ||
        ')'
    else '' end`;
}

/** `YYYY-MM-DD` of a timestamp column in its campus's zone. */
function localDate(column: typeof reservation.startAt | typeof reservation.endAt): SQL {
  return sql`to_char(${column} at time zone ${campus.timeZone}, 'YYYY-MM-DD')`;
}

/**
 * The booking parameters `{ site, siteEn, siteTc, date, time }` as a jsonb expression over a reservation
 * joined to its site and campus: the site's three names ({@link placeParamsIn} picks the reader's), the local
 * date of the start and `HH:mm–HH:mm` (the end prefixed with its date when it falls on another day).
 */
const BOOKING_PARAMS = sql`jsonb_build_object(
  'site', ${site.name},
  'siteEn', coalesce(${site.nameEn}, ''),
  'siteTc', coalesce(${site.nameTc}, ''),
  'date', ${localDate(reservation.startAt)},
  'time', ${localTime(reservation.startAt)} || '–' || case
    when ${localDate(reservation.endAt)} = ${localDate(reservation.startAt)} then ${localTime(reservation.endAt)}
    else ${localDate(reservation.endAt)} || ' ' || ${localTime(reservation.endAt)} end)`;

/**
 * Writes a message of `kind` to the owner of each booking of `ids` (one statement; call
 * with the transaction of the change it reports). Params are the booking's `{ site, date,
 * time }` merged with `extra` (e.g. `{ reason }`, `{ by }`).
 * @returns the ids of the messages written
 */
export async function notifyBookings(
  db: Db,
  ids: readonly number[],
  kind: MessageKind,
  extra: MessageParams = {},
): Promise<number[]> {
  if (ids.length === 0) return [];
  return notifyBookingsWhere(db, inArray(reservation.id, [...ids]), kind, extra);
}

/**
 * Writes a message of `kind` to the owner of every booking matching `where` (a condition
 * on reservation, site and campus columns); for sweepers that select their bookings in
 * the same statement (e.g. "starts within 30 minutes and has no reminder yet").
 * @returns the ids of the messages written
 */
export async function notifyBookingsWhere(
  db: Db,
  where: SQL | undefined,
  kind: MessageKind,
  extra: MessageParams = {},
): Promise<number[]> {
  const rows = await db.execute(sql`${bookingMessagesSql(where, kind, extra)} returning id`);
  // Both drivers answer `rows`; node-postgres gives bigint ids as strings.
  return (rows as unknown as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
}

/**
 * SQL: the INSERT of a message of `kind` to the owner of every booking matching `where` (see
 * {@link notifyBookingsWhere}), without RETURNING. It reads `reservation` by name, so inside a WITH whose
 * data-modifying CTE is named `reservation` it reads the rows that CTE wrote (../reserve/reserve.queries.ts
 * `insertReservation`).
 */
export function bookingMessagesSql(where: SQL | undefined, kind: MessageKind, extra: MessageParams = {}): SQL {
  return sql`
    insert into ${userMessage} (user_id, kind, params, reservation_id)
    select ${reservation.userId}, ${kind}, ${BOOKING_PARAMS} || ${JSON.stringify(extra)}::jsonb, ${reservation.id}
    from ${reservation}
    join ${site} on ${site.id} = ${reservation.siteId}
    join ${floor} on ${floor.id} = ${site.floorId}
    join ${building} on ${building.id} = ${floor.buildingId}
    join ${campus} on ${campus.id} = ${building.campusId}
    where ${where ?? sql`true`}`;
}

/**
 * Writes a message of `kind` about booking `reservationId` to each of `userIds` (not its
 * owner: e.g. the participants invited to it), in one statement; call with the
 * transaction of the change it reports. Params are the booking's `{ site, date, time }`
 * merged with `extra`.
 * @returns the ids of the messages written (none for an unknown booking)
 */
export async function notifyUsersAboutBooking(
  db: Db,
  reservationId: number,
  userIds: readonly number[],
  kind: MessageKind,
  extra: MessageParams = {},
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const users = sql.join(
    userIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const rows = await db.execute(sql`
    insert into ${userMessage} (user_id, kind, params, reservation_id)
    select invitee.id, ${kind}, ${BOOKING_PARAMS} || ${JSON.stringify(extra)}::jsonb, ${reservation.id}
    from ${reservation}
    join ${site} on ${site.id} = ${reservation.siteId}
    join ${floor} on ${floor.id} = ${site.floorId}
    join ${building} on ${building.id} = ${floor.buildingId}
    join ${campus} on ${campus.id} = ${building.campusId}
    cross join unnest(array[${users}]) as invitee(id)
    where ${reservation.id} = ${reservationId}
    returning id`);
  return (rows as unknown as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
}

/**
 * The message parameters of a site's three names: `site` (simplified Chinese, the fallback), `siteEn`, `siteTc`
 * (`''` when missing).
 */
export function sitePlaceParams(row: { name: string; nameEn: string | null; nameTc: string | null }): MessageParams {
  return { site: row.name, siteEn: row.nameEn ?? '', siteTc: row.nameTc ?? '' };
}

/** Stored parameters with `site` named in `lang` (its `siteEn`/`siteTc` when given, else the stored `site`). */
export function placeParamsIn(params: Record<string, unknown>, lang: Lang): Record<string, unknown> {
  const own = lang === 'EN' ? params.siteEn : lang === 'TC' ? params.siteTc : undefined;
  return typeof own === 'string' && own ? { ...params, site: own } : params;
}

/** The title and text of a message in `lang`; the site named in `lang` ({@link placeParamsIn}). */
export function renderMessage(kind: string, params: unknown, lang: Lang): { title: string; text: string } {
  const t = i18nOf(lang).t;
  const stored = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
  const values = localizedParams(placeParamsIn(stored, lang), lang);
  return {
    title: t(`messages:kind.${kind}.title`, { ...values, defaultValue: kind }),
    text: t(`messages:kind.${kind}.text`, { ...values, defaultValue: '' }),
  };
}
