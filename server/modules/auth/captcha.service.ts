/**
 * Login captchas (issue 3): a random 4–5 character code drawn by the server as an SVG
 * (rotated, offset characters over noise lines), its answer stored only as a hash in
 * `login_captcha` with an expiry; the first login that presents a captcha spends it.
 *
 * The SVG keeps the characters as `<text>` elements: it slows down casual scripts, the
 * account lockout (login-guard.service.ts) is the real limit on guessing.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { LoginCaptcha } from '../../../platform/contracts/auth.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { loginCaptcha } from '../../db/schema/index';

/** Lifetime of a captcha: 5 minutes, in ms. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** Characters a captcha uses: no 0/O, 1/I/L look-alikes. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The stored form of an answer: hex SHA-256 of `reqNo:answer` (answer case-insensitive, trimmed). */
export function hashAnswer(reqNo: string, answer: string): string {
  return createHash('sha256').update(`${reqNo}:${answer.trim().toUpperCase()}`).digest('hex');
}

/** A random captcha code of 4 or 5 characters from CAPTCHA_ALPHABET. */
export function randomCode(): string {
  const length = randomInt(4, 6);
  let code = '';
  for (let i = 0; i < length; i++) code += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return code;
}

const color = () => `rgb(${randomInt(40, 160)},${randomInt(40, 160)},${randomInt(40, 160)})`;

/**
 * Draws `code` as an SVG (120×40 px): each character rotated and shifted at random, with
 * noise lines and dots. Returns the SVG markup.
 */
export function drawCaptcha(code: string): string {
  const width = 120;
  const height = 40;
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="#f4f6f8"/>`];
  for (let i = 0; i < 6; i++) {
    parts.push(`<line x1="${randomInt(width)}" y1="${randomInt(height)}" x2="${randomInt(width)}" y2="${randomInt(height)}"`
      + ` stroke="${color()}" stroke-width="1"/>`);
  }
  for (let i = 0; i < 20; i++) {
    parts.push(`<circle cx="${randomInt(width)}" cy="${randomInt(height)}" r="1" fill="${color()}"/>`);
  }
  const step = (width - 16) / code.length;
  [...code].forEach((ch, i) => {
    const x = Math.round(8 + step * i + step / 2 + randomInt(-3, 4));
    const y = 28 + randomInt(-4, 5);
    const angle = randomInt(-25, 26);
    parts.push(`<text x="${x}" y="${y}" font-family="monospace" font-size="${randomInt(22, 27)}" font-weight="bold"`
      + ` text-anchor="middle" fill="${color()}" transform="rotate(${angle} ${x} ${y})">${ch}</text>`);
  });
  for (let i = 0; i < 2; i++) {
    parts.push(`<path d="M0 ${randomInt(height)} Q${width / 2} ${randomInt(height)} ${width} ${randomInt(height)}"`
      + ` stroke="${color()}" stroke-width="1.5" fill="none"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

/** Creates and stores a new captcha; returns its `reqNo` and the image as a base64 SVG data URL. */
export async function createCaptcha(db: Db, now: Date): Promise<LoginCaptcha> {
  const code = randomCode();
  const reqNo = randomBytes(18).toString('base64url');
  await db.insert(loginCaptcha).values({
    reqNo, answerHash: hashAnswer(reqNo, code), expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
  });
  await db.delete(loginCaptcha).where(sql`${loginCaptcha.expiresAt} < ${new Date(now.getTime() - CAPTCHA_TTL_MS)}`);
  return { reqNo, image: `data:image/svg+xml;base64,${Buffer.from(drawCaptcha(code)).toString('base64')}` };
}

/**
 * Spends the captcha `reqNo` and checks `answer`. The spending is atomic (one winner among
 * concurrent logins) and stays spent when the login is refused (the login call commits
 * its refusals).
 * @throws AppError CAPTCHA_REQUIRED (no code or no reqNo), CAPTCHA_WRONG (unknown, expired,
 *   already used, or wrong answer)
 */
export async function checkCaptcha(db: Db, reqNo: string | undefined, answer: string | undefined, now: Date): Promise<void> {
  if (!reqNo || !answer?.trim()) throw new AppError(Code.CAPTCHA_REQUIRED);
  const [row] = await db.update(loginCaptcha).set({ usedAt: now })
    .where(and(eq(loginCaptcha.reqNo, reqNo), isNull(loginCaptcha.usedAt), gt(loginCaptcha.expiresAt, now)))
    .returning({ answerHash: loginCaptcha.answerHash });
  if (!row || row.answerHash !== hashAnswer(reqNo, answer)) throw new AppError(Code.CAPTCHA_WRONG);
}
