/**
 * Room locks (spec §4 "room: lock and unlock", §7 /mc/room/lock): a site closed to bookings
 * over [start, end) for a reason, by catering staff. `state` is the state value of
 * machines/room-lock.machine (scheduled → active → expired by time; unlocked by the unlock
 * step); a lock that is scheduled or active over a range refuses every booking of the site
 * there (ROOM_LOCKED, server/modules/reserve/booking.service.ts). Rows are never deleted:
 * an unlocked lock stays in the log with who ended it and when.
 */
import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, text, timestamp, index, check } from 'drizzle-orm/pg-core';
import { sysUser } from './system';
import { site } from './venue';

/** One lock of a site. */
export const mcRoomLock = pgTable(
  'mc_room_lock',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    /** State value of machines/room-lock.machine: scheduled | active | expired | unlocked. */
    state: text('state').notNull().default('scheduled'),
    lockedBy: integer('locked_by').references(() => sysUser.id, { onDelete: 'set null' }),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
    unlockedBy: integer('unlocked_by').references(() => sysUser.id, { onDelete: 'set null' }),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }),
  },
  (t) => [
    index('mc_room_lock_site_idx').on(t.siteId, t.startAt),
    check('mc_room_lock_range_check', sql`${t.endAt} > ${t.startAt}`),
    check('mc_room_lock_state_check', sql`${t.state} in ('scheduled', 'active', 'expired', 'unlocked')`),
  ],
);
