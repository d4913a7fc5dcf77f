/**
 * Demo data of the club's gate (docs/fitness-gate.md): the settings' first version, two gates (the
 * main entrance both ways, the badminton hall entry only), the whitelist (a coach, a staff member, a
 * visiting guest for a week), a week of entries and exits of the demo members paid by their period
 * card (each entry with its card's `use` event), today's refused entry of the frozen card, the desk's
 * override and the entry it opened. Written inside the seed's transaction after the membership cards.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { addIsoDays } from '../../platform/fitness/choose-card';
import { DEFAULT_CLUB_SETTINGS } from '../modules/club-gate/gate-core';
import { localDateOf, wallInstants } from '../modules/reserve/campus-time';
import type { Db } from './client';
import {
  clubCard,
  clubCardEvent,
  clubConfigVersion,
  clubGate,
  clubGateOverride,
  clubGatePass,
  clubGateWhite,
  scene,
  sysUser,
} from './schema/index';

const ZONE = 'Asia/Shanghai';

/** Writes the gate's demo data relative to `now`. */
export async function seedClubGate(tx: Db, now: Date = new Date()): Promise<void> {
  const today = localDateOf(now, ZONE);
  const [admin] = await tx.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, 'admin'));
  await tx
    .insert(clubConfigVersion)
    .values({ version: 1, settings: DEFAULT_CLUB_SETTINGS, savedBy: admin?.id ?? null });
  const [badminton] = await tx.select({ id: scene.id }).from(scene).where(eq(scene.code, 'badminton'));
  const [main, hall] = await tx
    .insert(clubGate)
    .values([
      { code: 'GATE-MAIN', name: '主入口闸机', place: 'Club lobby', direction: 'both' },
      {
        code: 'GATE-HALL',
        name: '羽毛球馆闸机',
        sceneId: badminton?.id ?? null,
        place: 'Badminton hall',
        direction: 'in',
      },
    ])
    .returning();

  const people = await tx
    .select({ id: sysUser.id, account: sysUser.account, name: sysUser.name, orgId: sysUser.orgId })
    .from(sysUser)
    .where(inArray(sysUser.account, ['coach', 'catering', 'booker', 'approver', 'member']));
  const byAccount = new Map(people.map((p) => [p.account, p]));
  const whites = [
    { user: byAccount.get('coach'), kind: 'coach', note: 'Club coach' },
    { user: byAccount.get('catering'), kind: 'staff', note: 'Front desk' },
  ].filter((w) => w.user);
  await tx.insert(clubGateWhite).values([
    ...whites.map((w) => ({ userId: w.user!.id, name: w.user!.name, kind: w.kind, note: w.note })),
    {
      name: 'Visiting inspector',
      kind: 'guest',
      validFrom: today,
      validTo: addIsoDays(today, 6),
      note: 'Safety check',
    },
  ]);

  let nonce = 0;
  const nextNonce = () => `seed${String(++nonce).padStart(12, '0')}`;
  for (const account of ['booker', 'approver', 'member']) {
    const m = byAccount.get(account);
    if (!m) continue;
    // The member's period card (no uses, no value): it pays every demo visit.
    const [card] = await tx
      .select()
      .from(clubCard)
      .where(
        and(
          eq(clubCard.userId, m.id),
          eq(clubCard.state, 'active'),
          isNull(clubCard.usesLeft),
          isNull(clubCard.valueLeftCents),
        ),
      )
      .orderBy(asc(clubCard.id))
      .limit(1);
    for (let d = 7; d >= 1; d--) {
      if ((d + account.length) % 3 === 0) continue;
      const day = addIsoDays(today, -d);
      const hour = 8 + ((d * 3 + account.length) % 10);
      const [inAt] = wallInstants(day, hour * 60 + 5, ZONE);
      const outAt = new Date(inAt.getTime() + 95 * 60_000);
      await tx.insert(clubGatePass).values([
        {
          gateId: main.id,
          direction: 'in',
          userId: m.id,
          orgId: m.orgId,
          presented: card?.cardNo ?? m.account,
          cardId: card?.id ?? null,
          result: 'open',
          reason: 'card',
          usedUse: !!card,
          nonce: nextNonce(),
          at: inAt,
        },
        {
          gateId: main.id,
          direction: 'out',
          userId: m.id,
          orgId: m.orgId,
          presented: m.account,
          result: 'open',
          reason: 'exit',
          nonce: nextNonce(),
          at: outAt,
        },
      ]);
      if (card)
        await tx.insert(clubCardEvent).values({
          cardId: card.id,
          kind: 'use',
          stateBefore: 'active',
          stateAfter: 'active',
          reason: 'onlyCard',
          detail: { sceneId: null, courseKind: null, gateId: main.id },
          at: inAt,
        });
    }
  }

  // Today: the member's frozen card refused at the hall, the desk's override, the entry it opened.
  const member = byAccount.get('member') ?? byAccount.get('booker');
  if (!member) return;
  const [frozen] = await tx
    .select()
    .from(clubCard)
    .where(and(eq(clubCard.userId, member.id), eq(clubCard.state, 'frozen')))
    .limit(1);
  const refusedAt = new Date(now.getTime() - 30 * 60_000);
  const [refused] = await tx
    .insert(clubGatePass)
    .values({
      gateId: hall.id,
      direction: 'in',
      userId: member.id,
      orgId: member.orgId,
      presented: frozen?.cardNo ?? member.account,
      cardId: frozen?.id ?? null,
      result: 'refuse',
      reason: 'frozen',
      nonce: nextNonce(),
      at: refusedAt,
    })
    .returning();
  if (!admin) return;
  const [override] = await tx
    .insert(clubGateOverride)
    .values({
      gateId: hall.id,
      userId: member.id,
      passId: refused.id,
      staffUserId: admin.id,
      reason: 'Booked badminton session paid at the desk',
      at: new Date(refusedAt.getTime() + 40_000),
    })
    .returning();
  await tx.insert(clubGatePass).values({
    gateId: hall.id,
    direction: 'in',
    userId: member.id,
    orgId: member.orgId,
    presented: frozen?.cardNo ?? member.account,
    result: 'open',
    reason: 'override',
    overrideId: override.id,
    nonce: nextNonce(),
    at: new Date(refusedAt.getTime() + 70_000),
  });
}
