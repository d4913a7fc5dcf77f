/**
 * Third-party account binding through OpenID Connect (spec §7 /api/bind/url, /api/bind/unbind):
 * which provider subject belongs to which user, and the server-side state of an authorization
 * request in flight (never trusted from the client).
 */
import { pgTable, serial, integer, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sysUser } from './system';

/** A user's bound provider account: one user per (issuer, sub) and one binding per user and issuer. */
export const sysUserBind = pgTable(
  'sys_user_bind',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    /** The provider's issuer URL (OIDC_ISSUER when bound). */
    issuer: text('issuer').notNull(),
    /** The provider's `sub` claim of the bound account. */
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sys_user_bind_subject_uq').on(t.issuer, t.subject),
    uniqueIndex('sys_user_bind_user_uq').on(t.userId, t.issuer),
  ],
);

/**
 * One authorization request in flight: the hex SHA-256 of its `state`, what it is for
 * (`bind`: by `userId`; `login`), its PKCE verifier and nonce. Consumed (deleted) by the
 * callback, at most once; expired rows are swept when new ones are made.
 */
export const sysOidcState = pgTable('sys_oidc_state', {
  stateHash: text('state_hash').primaryKey(),
  purpose: text('purpose').notNull(),
  userId: integer('user_id').references(() => sysUser.id, { onDelete: 'cascade' }),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
