/**
 * Demo content (spec §2 /siteWordFilter, /feedback): two sensitive words — `gamble` refused,
 * `damn` masked — and two feedback items of the booker: a suggestion the administrator
 * replied to and a new fault report. The reply's in-app message is left out, so the demo
 * inbox stays as the message tests expect it. Written inside the seed's transaction,
 * after the accounts.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from './client';
import { feedback, feedbackReply, sensitiveWord, sysUser } from './schema/index';

/** The demo's sensitive words. */
export const DEMO_WORDS = [
  { word: 'gamble', mode: 'refuse' },
  { word: 'damn', mode: 'mask' },
] as const;

/** Writes the demo words and feedback relative to `now`. */
export async function seedFeedback(tx: Db, now: Date = new Date()): Promise<void> {
  await tx.insert(sensitiveWord).values([...DEMO_WORDS]);
  const users = await tx
    .select({ id: sysUser.id, account: sysUser.account, name: sysUser.name })
    .from(sysUser)
    .where(inArray(sysUser.account, ['booker', 'admin']));
  const booker = users.find((u) => u.account === 'booker');
  const admin = users.find((u) => u.account === 'admin');
  if (!booker || !admin) return;
  const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
  const [replied] = await tx
    .insert(feedback)
    .values({
      userId: booker.id,
      kind: 'suggestion',
      content: 'Please open the gym earlier on weekends.',
      contact: '13800000001',
      status: 'replied',
      createdAt: daysAgo(3),
      updatedAt: daysAgo(2),
    })
    .returning({ id: feedback.id });
  const reply = 'Thank you: from next month the gym opens at 7:00 on weekends.';
  await tx.insert(feedbackReply).values({
    feedbackId: replied.id,
    userId: admin.id,
    authorName: admin.name,
    content: reply,
    createdAt: daysAgo(2),
  });
  await tx.insert(feedback).values({
    userId: booker.id,
    kind: 'fault',
    content: 'The card reader of Meeting Room 302 does not respond.',
    status: 'new',
    createdAt: daysAgo(1),
    updatedAt: daysAgo(1),
  });
}
