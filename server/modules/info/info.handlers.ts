/**
 * Handlers of platform/contracts/info.contract.ts: the languages offered, the caller's
 * applications for the terminal, the caller's organisation chain, and the contact
 * information and "about" texts (sys_config row `contactInfo`, validated on read: a missing
 * or malformed row reads as empty texts).
 */
import { eq } from 'drizzle-orm';
import { ContactSettings, type LanguageRow, type OrgLink } from '../../../platform/contracts/info.contract';
import * as info from '../../../platform/contracts/info.contract';
import type { Db } from '../../db/client';
import { sysConfig, sysUser } from '../../db/schema/index';
import { implement } from '../../plugins/call-handler';
import { byLang } from '../../plugins/i18n';
import { appInfoOf, userAppsOf } from '../auth/login-user.service';
import { loadOrgs } from '../org/org.queries';

/** The sys_config key of the contact information. */
export const CONTACT_KEY = 'contactInfo';

/** Each built-in language in its own name. */
const LANGUAGE_NAMES: readonly Pick<LanguageRow, 'code' | 'name'>[] = [
  { code: 'CN', name: '简体中文' },
  { code: 'EN', name: 'English' },
  { code: 'TC', name: '繁體中文' },
];

/** The stored contact settings (empty texts when missing or malformed). */
async function contactOf(db: Db): Promise<ContactSettings> {
  const [row] = await db.select().from(sysConfig).where(eq(sysConfig.key, CONTACT_KEY));
  const parsed = ContactSettings.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : ContactSettings.parse({});
}

/**
 * The chain from organisation `orgId` up to its root (own first); stops on a cycle.
 * @returns [] when `orgId` is null or unknown
 */
export function chainOf(orgs: readonly OrgLink[], orgId: number | null): OrgLink[] {
  const byId = new Map(orgs.map((o) => [o.id, o]));
  const chain: OrgLink[] = [];
  for (let o = orgId == null ? undefined : byId.get(orgId); o && !chain.includes(o);) {
    chain.push(o);
    o = o.parentId == null ? undefined : byId.get(o.parentId);
  }
  return chain;
}

/** Registrations of the info module. */
export const infoHandlers = implement(info, {
  lanList: async (_input, ctx) =>
    LANGUAGE_NAMES.map((l) => ({
      ...l,
      enabled: true,
      default: l.code === (ctx.settings.language === 1 ? 'EN' : 'CN'),
    })),

  terminalAppList: async (_input, ctx) => {
    const held = await userAppsOf(ctx.db, ctx.principal);
    return held.tabs.map((app) => appInfoOf(app, held.active, ctx.lang));
  },

  userDataParent: async (_input, ctx) => {
    const [me] = await ctx.db
      .select({ orgId: sysUser.orgId })
      .from(sysUser)
      .where(eq(sysUser.id, ctx.principal.userId));
    const orgs = (await loadOrgs(ctx.db)).map((o) => ({ id: o.id, name: o.name, code: o.code, parentId: o.parentId }));
    return chainOf(orgs, me?.orgId ?? null);
  },

  contactInfo: async (_input, ctx) => {
    const c = await contactOf(ctx.db);
    return {
      phone: c.phone,
      email: c.email,
      address: c.address,
      hours: c.hours,
      about: byLang(ctx.lang, c.aboutCn, c.aboutEn || c.aboutCn, c.aboutTc || c.aboutCn),
    };
  },

  contactSettings: async (_input, ctx) => contactOf(ctx.db),

  contactSettingsEdit: async (input, ctx) => {
    const before = await contactOf(ctx.db);
    await ctx.db
      .insert(sysConfig)
      .values({ key: CONTACT_KEY, value: input, updatedAt: ctx.now })
      .onConflictDoUpdate({ target: sysConfig.key, set: { value: input, updatedAt: ctx.now } });
    ctx.audit({ before, after: input });
    return input;
  },
});
