/**
 * Password hashing with scrypt from node:crypto (DESIGN.md §6). The cost follows current
 * guidance (OWASP password storage: N = 2^17, r = 8, p = 1). Stored form, a PHC string
 * that carries its parameters: `$scrypt$ln=<log2 N>,r=<r>,p=<p>$<salt>$<key>` (base64
 * without padding). The first form, `scrypt$<N>$<r>$<p>$<salt>$<key>` (N = 2^14), is still
 * verified; a successful sign-in replaces it, or any weaker hash, with one at the current
 * cost (needsRehash).
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's cost parameters: CPU/memory cost N (a power of two), block size r, parallelism p. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** The production cost (OWASP: N = 2^17, r = 8, p = 1): about 128 MiB and a few hundred ms per hash. */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

const KEY_LENGTH = 64;

/** A parsed stored hash: its cost, salt and key; null when malformed. */
interface StoredHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

function derive(password: string, salt: Buffer, { N, r, p }: ScryptCost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes for its main buffer (plus 128·r·p): allow twice that.
  const maxmem = 128 * N * r * 2 + 128 * r * p;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N, r, p, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

const b64 = (buf: Buffer) => buf.toString('base64').replace(/=+$/, '');

/** Parses either stored form; null for anything else (e.g. the "no password" marker). */
function parse(stored: string): StoredHash | null {
  const phc = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored);
  const legacy = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  const m = phc ?? legacy;
  if (!m) return null;
  const N = phc ? 2 ** Number(m[1]) : Number(m[1]);
  return {
    cost: { N, r: Number(m[2]), p: Number(m[3]) },
    salt: Buffer.from(m[4]!, 'base64'),
    key: Buffer.from(m[5]!, 'base64'),
  };
}

/**
 * Hashes a password with a fresh 16-byte salt; returns the PHC string.
 * @param cost PASSWORD_COST unless a test harness chooses a lower one (Config.passwordCost)
 */
export async function hashPassword(password: string, cost: ScryptCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return `$scrypt$ln=${Math.log2(cost.N)},r=${cost.r},p=${cost.p}$${b64(salt)}$${b64(key)}`;
}

/** True when `password` matches the stored hash (either form); false for any malformed stored value. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = parse(stored);
  if (!hash) return false;
  const key = await derive(password, hash.salt, hash.cost);
  return key.length === hash.key.length && timingSafeEqual(key, hash.key);
}

/** Whether a stored hash should be replaced: the first form, or any parameter below `cost`. */
export function needsRehash(stored: string, cost: ScryptCost = PASSWORD_COST): boolean {
  const hash = parse(stored);
  if (!hash) return false;
  return !stored.startsWith('$scrypt$') || hash.cost.N < cost.N || hash.cost.r < cost.r || hash.cost.p < cost.p;
}
