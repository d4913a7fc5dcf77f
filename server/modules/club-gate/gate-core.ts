/**
 * The club's gate rules shared by its calls and tests (docs/fitness-gate.md): the device key derived
 * from the server secret, the signature check, the member's debt, the club's settings, and the hooks
 * other parts of the club fill (a booking covering an entry; sources of debt).
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { desc } from 'drizzle-orm';
import { gateSigningText, type ClubSettings, type GatePassInput } from '../../../platform/contracts/club-gate.contract';
import type { Db } from '../../db/client';
import { clubConfigVersion } from '../../db/schema/index';

/**
 * The device key of gate `gateId` at `keyVersion`: 32 bytes of HKDF-SHA256 over the server-only
 * secret (salt `venueflow:club-gate`, info `gate:<id>:<version>`), hex. Never stored: the server
 * derives it again to check a signature; a new version (resetKey) retires the old key.
 */
export function gateKeyOf(serverSecret: string, gateId: number, keyVersion: number): string {
  return Buffer.from(
    hkdfSync('sha256', serverSecret, 'venueflow:club-gate', `gate:${gateId}:${keyVersion}`, 32),
  ).toString('hex');
}

/** The hex HMAC-SHA256 under `keyHex` of a pass's signing text (what a turnstile sends as `sign`). */
export function signPass(keyHex: string, pass: Omit<GatePassInput, 'sign'>): string {
  return createHmac('sha256', Buffer.from(keyHex, 'hex')).update(gateSigningText(pass)).digest('hex');
}

/** Whether `pass.sign` is the signature of `pass` under `keyHex` (constant time). */
export function passSignedBy(keyHex: string, pass: GatePassInput): boolean {
  const expected = Buffer.from(signPass(keyHex, pass), 'hex');
  const given = Buffer.from(pass.sign.toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What a booking hook is asked: does member `userId` hold a class or session booking now at this gate? */
export interface GateBookingQuery {
  userId: number;
  gateId: number;
  sceneId: number | null;
  at: Date;
}

/**
 * Hooks answering whether a member's entry is covered by a booking now (classes and sessions register
 * theirs; the booking pays, so the entry takes no use). Run in the pass's transaction; any true wins.
 */
export const gateBookingHooks: ((db: Db, q: GateBookingQuery) => Promise<boolean>)[] = [];

/**
 * Sources of a member's debt in cents (each answers the unpaid amount, ≥ 0), e.g. the classes' unpaid
 * no-show and late-cancel fees. The ledger (`club_payment`) records only payments and a card's stored
 * value cannot go negative (`club_card_value_check`), so nothing in the cards is debt: the sources
 * are registered by the parts of the club that charge fees later.
 */
export const debtSources: ((db: Db, userId: number) => Promise<number>)[] = [];

/**
 * The debt of member `userId` in cents: the sum of every registered source (`debtSources`), 0 when
 * none is registered. A member with debt > 0 is flagged (`warn`) or refused at the gate by the club's
 * setting `debtAtGate`.
 */
export async function debtCents(db: Db, userId: number): Promise<number> {
  let total = 0;
  for (const source of debtSources) total += Math.max(0, await source(db, userId));
  return total;
}

/** The club's settings before anyone saves them (version 0). */
export const DEFAULT_CLUB_SETTINGS: ClubSettings = {
  debtAtGate: 'warn',
  reentryMinutes: 240,
  openAt: '06:00',
  closeAt: '22:00',
};

/** The current settings (the highest version) or the defaults with version 0. */
export async function clubSettings(db: Db): Promise<{ version: number; settings: ClubSettings; savedAt: Date | null }> {
  const [row] = await db.select().from(clubConfigVersion).orderBy(desc(clubConfigVersion.version)).limit(1);
  if (!row) return { version: 0, settings: DEFAULT_CLUB_SETTINGS, savedAt: null };
  return {
    version: row.version,
    settings: { ...DEFAULT_CLUB_SETTINGS, ...row.settings } as ClubSettings,
    savedAt: row.savedAt,
  };
}

/** Minutes of an `HH:mm` clock (24:00 → 1440). */
export const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
