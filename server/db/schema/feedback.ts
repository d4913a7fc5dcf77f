/**
 * Content of the back office's "content" folder (spec §2 /siteWordFilter, /feedback): the
 * sensitive words user text is checked against, and users' feedback with staff replies.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sysUser } from './system';

/**
 * A sensitive word (/siteWordFilter). `mode` `refuse`: user text containing it (any case)
 * is refused naming it; `mask`: it is stored as asterisks of its length. Unique ignoring case.
 */
export const sensitiveWord = pgTable(
  'sensitive_word',
  {
    id: serial('id').primaryKey(),
    word: text('word').notNull(),
    mode: text('mode').notNull().default('refuse'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sensitive_word_lower_uq').on(sql`lower(${t.word})`)],
);

/**
 * A user's feedback (/contact in the terminal, /feedback in the back office): `kind`
 * suggestion | complaint | fault | other; `status` new → replied → closed.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    content: text('content').notNull(),
    contact: text('contact'),
    status: text('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_user_idx').on(t.userId, t.createdAt), index('feedback_status_idx').on(t.status)],
);

/** A staff reply to a feedback item (the thread of /feedback's detail); the author is kept as a name too. */
export const feedbackReply = pgTable(
  'feedback_reply',
  {
    id: serial('id').primaryKey(),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => sysUser.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_reply_feedback_idx').on(t.feedbackId)],
);
