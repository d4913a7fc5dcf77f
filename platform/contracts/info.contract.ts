/**
 * The terminal's information calls (spec §2 /contactInfo, /about, /language; §7): the
 * languages offered (`POST /system/dev/lan/list`), the caller's applications the terminal
 * may show (`GET /api/app/list`), the caller's organisation chain (`GET /api/user/data/parent`),
 * and the site's contact information and "about" text, stored as the `contactInfo` row of
 * sys_config and edited on /systemConfig (`/system/config/contact…`, system:config:*).
 *
 * Languages: the product ships CN, EN and TC; /moreLanguage overrides texts of those, it adds
 * no language, so lan/list answers the three built-in ones, all enabled, `default` being the
 * `language` setting's (1 → EN, otherwise CN).
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { NoInput } from './common';
import { AppInfo } from './auth.contract';
import { LANGS } from '../i18n/languages';

/** A language the terminal offers: code, its own name, whether enabled and the default. */
export const LanguageRow = z.object({
  code: z.enum(LANGS),
  name: z.string(),
  enabled: z.boolean(),
  default: z.boolean(),
});
export type LanguageRow = z.infer<typeof LanguageRow>;

export const lanList = defineCall({
  method: 'POST',
  path: '/system/dev/lan/list',
  access: 'public',
  summary: 'The languages the terminal offers (CN, EN, TC), with their own names and the default.',
  input: NoInput,
  output: z.array(LanguageRow),
  errors: [],
});

export const terminalAppList = defineCall({
  method: 'GET',
  path: '/api/app/list',
  access: 'user',
  summary:
    "The caller's applications the terminal may show (enabled, holding one of the caller's menus; never the " +
    'front desk nor the terminal itself), with `active` the caller\u2019s current one.',
  input: NoInput,
  output: z.array(AppInfo),
  errors: [],
});

/** One organisation of the caller's chain. */
export const OrgLink = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  parentId: z.number().int().nullable(),
});
export type OrgLink = z.infer<typeof OrgLink>;

export const userDataParent = defineCall({
  method: 'GET',
  path: '/api/user/data/parent',
  access: 'user',
  summary: "The caller's organisation and its ancestors, the caller's own first, the root last (empty without one).",
  input: NoInput,
  output: z.array(OrgLink),
  errors: [],
});

const Line = z.string().trim().max(200);
const About = z.string().trim().max(5000);

/** The stored contact information and "about" texts (sys_config `contactInfo`); '' when not set. */
export const ContactSettings = z.object({
  phone: Line.default(''),
  email: z.union([z.literal(''), z.email().max(200)]).default(''),
  address: Line.default(''),
  hours: Line.default(''),
  aboutCn: About.default(''),
  aboutEn: About.default(''),
  aboutTc: About.default(''),
});
export type ContactSettings = z.output<typeof ContactSettings>;

/** What the terminal shows: the contact lines and the "about" text in the caller's language. */
export const ContactInfo = z.object({
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  hours: z.string(),
  about: z.string(),
});
export type ContactInfo = z.infer<typeof ContactInfo>;

export const contactInfo = defineCall({
  method: 'GET',
  path: '/api/ms/contact/info',
  access: 'user',
  summary: "The site's contact information and the 'about' text in the caller's language (CN when empty).",
  input: NoInput,
  output: ContactInfo,
  errors: [],
});

export const contactSettings = defineCall({
  method: 'GET',
  path: '/system/config/contact',
  access: 'system:config:page',
  summary: 'The stored contact information and the three "about" texts.',
  input: NoInput,
  output: ContactSettings,
  errors: [],
});

export const contactSettingsEdit = defineCall({
  method: 'POST',
  path: '/system/config/contact/edit',
  access: 'system:config:edit',
  summary: 'Replace the contact information and the "about" texts.',
  input: ContactSettings,
  output: ContactSettings,
  errors: [],
});
