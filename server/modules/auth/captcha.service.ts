/**
 * Login captchas: a random 4–5 character code drawn by the server as an SVG
 * whose characters are distorted stroke paths over noise (never `<text>`: the answer is
 * nowhere in the markup), its answer stored only as a hash in `login_captcha` with an
 * expiry; the first login that presents a captcha spends it. The glyphs are our own
 * (svg-captcha, the usual library, has had no release since 2019).
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { appendFile } from 'node:fs/promises';
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
 * The glyphs of CAPTCHA_ALPHABET as strokes on a 4 × 6 grid (x right, y down): polylines
 * separated by `|`, points `x,y`. Drawn as SVG paths, so the image carries no text.
 */
const GLYPHS: Readonly<Record<string, string>> = {
  A: '0,6 2,0 4,6|1,3.5 3,3.5',
  B: '0,0 0,6 3,6 4,5 4,4 3,3 0,3|0,0 3,0 4,1 4,2 3,3',
  C: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5',
  D: '0,0 0,6 2.5,6 4,4.5 4,1.5 2.5,0 0,0',
  E: '4,0 0,0 0,6 4,6|0,3 3,3',
  F: '4,0 0,0 0,6|0,3 3,3',
  G: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.5 2,3.5',
  H: '0,0 0,6|4,0 4,6|0,3 4,3',
  J: '1,0 4,0|3,0 3,5 2,6 1,6 0,5',
  K: '0,0 0,6|4,0 0,3.5|1.3,2.7 4,6',
  M: '0,6 0,0 2,3 4,0 4,6',
  N: '0,6 0,0 4,6 4,0',
  P: '0,6 0,0 3,0 4,1 4,2 3,3 0,3',
  Q: '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0|2.5,4.5 4,6',
  R: '0,6 0,0 3,0 4,1 4,2 3,3 0,3|2,3 4,6',
  S: '4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5',
  T: '0,0 4,0|2,0 2,6',
  U: '0,0 0,5 1,6 3,6 4,5 4,0',
  V: '0,0 2,6 4,0',
  W: '0,0 1,6 2,2.5 3,6 4,0',
  X: '0,0 4,6|4,0 0,6',
  Y: '0,0 2,3 4,0|2,3 2,6',
  Z: '0,0 4,0 0,6 4,6',
  2: '0,1 1,0 3,0 4,1 4,2 0,6 4,6',
  3: '0,1 1,0 3,0 4,1 4,2 3,3 1.5,3|3,3 4,4 4,5 3,6 1,6 0,5',
  4: '3,6 3,0 0,4 4,4',
  5: '4,0 0,0 0,3 3,3 4,4 4,5 3,6 1,6 0,5',
  6: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,4 3,3 0,3',
  7: '0,0 4,0 1.5,6',
  8: '1,3 0,2 0,1 1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3',
  9: '4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 1,6 0,5',
};

/** A random number in [min, max). */
const between = (min: number, max: number) => min + (randomInt(1_000_000) / 1_000_000) * (max - min);
const fmt = (n: number) => n.toFixed(1);

/**
 * The path data of `ch` centred at (cx, cy): scaled, rotated and sheared at random, every
 * point jittered and every segment bent (a quadratic curve through a displaced midpoint).
 */
function glyphPath(ch: string, cx: number, cy: number): string {
  const scale = between(3.2, 4);
  const angle = (between(-25, 25) * Math.PI) / 180;
  const shear = between(-0.3, 0.3);
  const place = ([x, y]: number[]): [number, number] => {
    const gx = (x! - 2 + between(-0.25, 0.25)) * scale;
    const gy = (y! - 3 + between(-0.25, 0.25)) * scale;
    const sx = gx + shear * gy;
    return [cx + sx * Math.cos(angle) - gy * Math.sin(angle), cy + sx * Math.sin(angle) + gy * Math.cos(angle)];
  };
  return GLYPHS[ch]!.split('|')
    .map((stroke) => {
      const points = stroke.split(' ').map((p) => place(p.split(',').map(Number)));
      const [first, ...rest] = points;
      let d = `M${fmt(first![0])} ${fmt(first![1])}`;
      let prev = first!;
      for (const p of rest) {
        const mx = (prev[0] + p[0]) / 2 + between(-1.5, 1.5);
        const my = (prev[1] + p[1]) / 2 + between(-1.5, 1.5);
        d += `Q${fmt(mx)} ${fmt(my)} ${fmt(p[0])} ${fmt(p[1])}`;
        prev = p;
      }
      return d;
    })
    .join('');
}

/** A random wavy line across the image, as path data. */
function noiseCurve(width: number, height: number): string {
  const point = () => `${randomInt(width)} ${randomInt(height)}`;
  return `M0 ${randomInt(height)}C${point()} ${point()} ${width} ${randomInt(height)}`;
}

/**
 * Draws `code` as an SVG (120×40 px): each character an outline path (never text),
 * scaled, rotated, sheared and bent at random, over and under noise curves, short strokes
 * and dots. Returns the SVG markup; the code itself appears nowhere in it.
 */
export function drawCaptcha(code: string): string {
  const width = 120;
  const height = 40;
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="#f4f6f8"/>`];
  for (let i = 0; i < 30; i++) {
    const r = between(0.6, 1.4).toFixed(1);
    parts.push(`<circle cx="${randomInt(width)}" cy="${randomInt(height)}" r="${r}" fill="${color()}"/>`);
  }
  for (let i = 0; i < 3; i++) {
    parts.push(`<path d="${noiseCurve(width, height)}" stroke="${color()}" stroke-width="1" fill="none"/>`);
  }
  for (let i = 0; i < 6; i++) {
    const x = randomInt(width);
    const y = randomInt(height);
    const d = `M${x} ${y}l${randomInt(-8, 9)} ${randomInt(-8, 9)}`;
    parts.push(`<path d="${d}" stroke="${color()}" stroke-width="1.6" fill="none"/>`);
  }
  const step = (width - 16) / code.length;
  [...code].forEach((ch, i) => {
    const cx = 8 + step * i + step / 2 + between(-3, 3);
    const cy = height / 2 + between(-3, 3);
    parts.push(
      `<path d="${glyphPath(ch, cx, cy)}" stroke="${color()}" stroke-width="${between(1.8, 2.6).toFixed(1)}"` +
        ' stroke-linecap="round" stroke-linejoin="round" fill="none"/>',
    );
  });
  for (let i = 0; i < 2; i++) {
    parts.push(`<path d="${noiseCurve(width, height)}" stroke="${color()}" stroke-width="1.5" fill="none"/>`);
  }
  const size = `width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" ${size}>${parts.join('')}</svg>`;
}

/**
 * Creates and stores a new captcha; returns its `reqNo` and the image as a base64 SVG data URL.
 * @param answerFile browser tests only (Config.captchaAnswerFile): where `<reqNo> <answer>` is appended
 */
export async function createCaptcha(db: Db, now: Date, answerFile: string | null = null): Promise<LoginCaptcha> {
  const code = randomCode();
  const reqNo = randomBytes(18).toString('base64url');
  await db.insert(loginCaptcha).values({
    reqNo,
    answerHash: hashAnswer(reqNo, code),
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
  });
  await db.delete(loginCaptcha).where(sql`${loginCaptcha.expiresAt} < ${new Date(now.getTime() - CAPTCHA_TTL_MS)}`);
  if (answerFile) await appendFile(answerFile, `${reqNo} ${code}\n`);
  return { reqNo, image: `data:image/svg+xml;base64,${Buffer.from(drawCaptcha(code)).toString('base64')}` };
}

/**
 * Spends the captcha `reqNo` and checks `answer`. The spending is atomic (one winner among
 * concurrent logins) and stays spent when the login is refused (the login call commits
 * its refusals).
 * @throws AppError CAPTCHA_REQUIRED (no code or no reqNo), CAPTCHA_WRONG (unknown, expired,
 *   already used, or wrong answer)
 */
export async function checkCaptcha(
  db: Db,
  reqNo: string | undefined,
  answer: string | undefined,
  now: Date,
): Promise<void> {
  if (!reqNo || !answer?.trim()) throw new AppError(Code.CAPTCHA_REQUIRED);
  const [row] = await db
    .update(loginCaptcha)
    .set({ usedAt: now })
    .where(and(eq(loginCaptcha.reqNo, reqNo), isNull(loginCaptcha.usedAt), gt(loginCaptcha.expiresAt, now)))
    .returning({ answerHash: loginCaptcha.answerHash });
  if (!row || row.answerHash !== hashAnswer(reqNo, answer)) throw new AppError(Code.CAPTCHA_WRONG);
}
