/**
 * The fitness club's demo people: tags of the three kinds and three coaches with their specialties.
 * The first coach is the `coach` demo account (seed-data.ts ACCOUNTS); the other two are staff users
 * made here, with the role `coach` and no password (an unusable hash: they sign in only after an
 * administrator resets their password on /user). No photos: the media library's pictures are banners.
 */
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { clubCoach, clubCoachTag, clubTag, sysOrg, sysRole, sysUser, sysUserRole } from './schema/index';

/** A demo tag: kind and names `[CN, EN, TC]`. */
const TAGS: { kind: 'coach' | 'course' | 'member'; names: [string, string, string] }[] = [
  { kind: 'coach', names: ['力量训练', 'Strength training', '力量訓練'] },
  { kind: 'coach', names: ['瑜伽', 'Yoga', '瑜伽'] },
  { kind: 'coach', names: ['普拉提', 'Pilates', '普拉提'] },
  { kind: 'coach', names: ['游泳', 'Swimming', '游泳'] },
  { kind: 'coach', names: ['减脂塑形', 'Fat loss and toning', '減脂塑形'] },
  { kind: 'course', names: ['动感单车', 'Spinning', '動感單車'] },
  { kind: 'course', names: ['高强度间歇', 'HIIT', '高強度間歇'] },
  { kind: 'member', names: ['新会员', 'New member', '新會員'] },
  { kind: 'member', names: ['年卡会员', 'Annual member', '年卡會員'] },
];

/** A demo coach: its account (made here unless it exists), name, level, specialties (EN tag names), intro. */
const COACHES: {
  account: string;
  userName: string;
  displayName: string;
  level: 'junior' | 'intermediate' | 'senior' | 'master';
  tags: string[];
  intro: [string, string, string];
}[] = [
  {
    account: 'coach',
    userName: 'Demo Coach',
    displayName: 'Li Ming',
    level: 'senior',
    tags: ['Strength training', 'Fat loss and toning'],
    intro: [
      '国家一级健身教练，十年力量训练与体态矫正经验。',
      'National level-one fitness coach with ten years of strength training and posture work.',
      '國家一級健身教練，十年力量訓練與體態矯正經驗。',
    ],
  },
  {
    account: 'coach.wang',
    userName: 'Wang Fang',
    displayName: 'Wang Fang',
    level: 'master',
    tags: ['Yoga', 'Pilates'],
    intro: [
      '瑜伽与普拉提导师，擅长核心力量与柔韧性训练。',
      'Yoga and Pilates teacher: core strength and flexibility.',
      '瑜伽與普拉提導師，擅長核心力量與柔韌性訓練。',
    ],
  },
  {
    account: 'coach.zhao',
    userName: 'Zhao Lei',
    displayName: 'Zhao Lei',
    level: 'intermediate',
    tags: ['Swimming'],
    intro: [
      '游泳教练，教授自由泳、蛙泳和成人零基础课程。',
      'Swimming coach: freestyle, breaststroke and lessons for adult beginners.',
      '游泳教練，教授自由泳、蛙泳和成人零基礎課程。',
    ],
  },
];

/** A stored hash no password matches (verifyPassword answers false): the account cannot sign in yet. */
const NO_PASSWORD = '!';

/** Writes the demo tags and coaches; accounts and roles are seeded before (seedAccess). */
export async function seedClubPeople(tx: Db): Promise<void> {
  const tags = await tx
    .insert(clubTag)
    .values(TAGS.map((t, sort) => ({ kind: t.kind, nameCn: t.names[0], nameEn: t.names[1], nameTc: t.names[2], sort })))
    .returning({ id: clubTag.id, nameEn: clubTag.nameEn });
  const tagIds = new Map(tags.map((t) => [t.nameEn, t.id]));
  const [role] = await tx.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, 'coach'));
  const [sports] = await tx.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, 'sports'));
  for (const [sort, c] of COACHES.entries()) {
    let [user] = await tx.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, c.account));
    if (!user) {
      [user] = await tx
        .insert(sysUser)
        .values({
          account: c.account,
          name: c.userName,
          nickName: c.displayName,
          passwordHash: NO_PASSWORD,
          orgId: sports.id,
        })
        .returning({ id: sysUser.id });
      await tx.insert(sysUserRole).values({ userId: user.id, roleId: role.id });
    }
    const [coach] = await tx
      .insert(clubCoach)
      .values({
        userId: user.id,
        displayName: c.displayName,
        introCn: c.intro[0],
        introEn: c.intro[1],
        introTc: c.intro[2],
        level: c.level,
        sort,
      })
      .returning({ id: clubCoach.id });
    await tx.insert(clubCoachTag).values(c.tags.map((name) => ({ coachId: coach.id, tagId: tagIds.get(name)! })));
  }
}
