/**
 * Dictionaries, system configuration, UI text overrides (/moreLanguage) and the flexible
 * menu (spec §2 back-office pages /systemDictionary, /businessDictionary,
 * /systemConfig, /moreLanguage, /flexibleMenu).
 *
 * Dictionaries: a contract carries one access code, so each dictionary call exists twice —
 * `/system/dict/…` (kind `system`, codes `system:dict:*`) and `/business/dict/…` (kind
 * `business`, codes `business:dict:*`) — sharing schemas and handler code; the path
 * decides the kind. Status everywhere: 0 enabled, 1 disabled.
 */
import { z } from 'zod';
import { defineCall, type Access } from './define-call';
import { Code } from '../protocol/codes';
import { Id, IsoDateTime, NoInput, NullOutput } from './common';
import { PageQuery, pageOf } from '../protocol/envelope';
import { LangCode } from './text-overrides.contract';
import { LANGS } from '../i18n/languages';
import { localeModules } from '../i18n/resources';

/** 0 enabled, 1 disabled. */
export const Status = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(0), z.literal(1)]));

/** Deletion input of every list: the ids to delete (at least one). */
export const DeleteInput = z.object({ ids: z.array(Id).min(1).max(500) });

// ---------------------------------------------------------------------------------------
// Dictionaries
// ---------------------------------------------------------------------------------------

/** Which dictionary: shipped with the product (`system`) or the site's own (`business`). */
export const DictKind = z.enum(['system', 'business']);
export type DictKind = z.infer<typeof DictKind>;

/** One dictionary (a typed code list). `itemCount` counts all its items. */
export const DictTypeRow = z.object({
  id: z.number().int(),
  kind: DictKind,
  code: z.string(),
  name: z.string(),
  status: z.number().int(),
  sort: z.number().int(),
  remark: z.string().nullable(),
  itemCount: z.number().int(),
});
export type DictTypeRow = z.infer<typeof DictTypeRow>;

/** Filters of a dictionary page: code or name keyword (contained, case-insensitive), status. */
export const DictTypePageInput = PageQuery.extend({
  code: z.string().trim().max(64).optional(),
  name: z.string().trim().max(64).optional(),
  status: Status.optional(),
});

const DictTypeFields = z.object({
  name: z.string().trim().min(1).max(64),
  status: Status.default(0),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
  remark: z
    .string()
    .trim()
    .max(255)
    .nullish()
    .transform((v) => v || null),
});

/** New dictionary: `code` (letters, digits, `_`, starting with a letter; unique over both kinds) and fields. */
export const DictTypeCreateInput = DictTypeFields.extend({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/),
});
/** Edit of a dictionary; its `code` never changes (forms read items by it). */
export const DictTypeUpdateInput = DictTypeFields.extend({ id: Id });

/** One entry of a dictionary: the stored `value` and its label per language. */
export const DictItemRow = z.object({
  id: z.number().int(),
  typeId: z.number().int(),
  value: z.string(),
  labelCn: z.string(),
  labelEn: z.string(),
  labelTc: z.string(),
  status: z.number().int(),
  sort: z.number().int(),
});
export type DictItemRow = z.infer<typeof DictItemRow>;

const DictItemFields = z.object({
  value: z.string().trim().min(1).max(64),
  labelCn: z.string().trim().min(1).max(128),
  labelEn: z.string().trim().min(1).max(128),
  labelTc: z.string().trim().min(1).max(128),
  status: Status.default(0),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});
/** New item of dictionary `typeId`; `value` is unique within it. */
export const DictItemCreateInput = DictItemFields.extend({ typeId: Id });
/** Edit of an item (its dictionary never changes). */
export const DictItemUpdateInput = DictItemFields.extend({ id: Id });

/** The dictionary calls of one kind (paths under `/<kind>/dict/`, access `<kind>:dict:*`). */
function dictCalls(kind: DictKind) {
  const base = `/${kind}/dict`;
  const code = (action: string) => `${kind}:dict:${action}` as Access;
  const what = kind === 'system' ? 'system' : 'business';
  return {
    typePage: defineCall({
      method: 'GET',
      path: `${base}/type/page`,
      access: code('page'),
      summary: `Dictionaries of kind ${what}, filtered by code, name and status, by sort then id.`,
      input: DictTypePageInput,
      output: pageOf(DictTypeRow),
      errors: [],
    }),
    typeAdd: defineCall({
      method: 'POST',
      path: `${base}/type/add`,
      access: code('add'),
      summary: `Create a ${what} dictionary (code unique).`,
      input: DictTypeCreateInput,
      output: DictTypeRow,
      errors: [Code.DUPLICATE],
    }),
    typeEdit: defineCall({
      method: 'POST',
      path: `${base}/type/edit`,
      access: code('edit'),
      summary: `Edit a ${what} dictionary (name, status, sort, remark).`,
      input: DictTypeUpdateInput,
      output: DictTypeRow,
      errors: [Code.NOT_FOUND],
    }),
    typeDelete: defineCall({
      method: 'POST',
      path: `${base}/type/delete`,
      access: code('delete'),
      summary: `Delete ${what} dictionaries with their items.`,
      input: DeleteInput,
      output: NullOutput,
      errors: [Code.NOT_FOUND],
    }),
    itemList: defineCall({
      method: 'GET',
      path: `${base}/item/list`,
      access: code('page'),
      summary: `Items of one ${what} dictionary, by sort then id.`,
      input: z.object({ typeId: Id }),
      output: z.array(DictItemRow),
      errors: [Code.NOT_FOUND],
    }),
    itemAdd: defineCall({
      method: 'POST',
      path: `${base}/item/add`,
      access: code('add'),
      summary: `Add an item to a ${what} dictionary (value unique within it).`,
      input: DictItemCreateInput,
      output: DictItemRow,
      errors: [Code.NOT_FOUND, Code.DUPLICATE],
    }),
    itemEdit: defineCall({
      method: 'POST',
      path: `${base}/item/edit`,
      access: code('edit'),
      summary: `Edit an item of a ${what} dictionary.`,
      input: DictItemUpdateInput,
      output: DictItemRow,
      errors: [Code.NOT_FOUND, Code.DUPLICATE],
    }),
    itemDelete: defineCall({
      method: 'POST',
      path: `${base}/item/delete`,
      access: code('delete'),
      summary: `Delete items of a ${what} dictionary.`,
      input: DeleteInput,
      output: NullOutput,
      errors: [Code.NOT_FOUND],
    }),
  };
}

/** The calls of one dictionary kind, as the page and the handlers use them. */
export type DictCalls = ReturnType<typeof dictCalls>;

const systemDict = dictCalls('system');
const businessDict = dictCalls('business');
/** The dictionary calls by kind. */
export const dictCallsOf: Record<DictKind, DictCalls> = { system: systemDict, business: businessDict };

export const systemDictTypePage = systemDict.typePage;
export const systemDictTypeAdd = systemDict.typeAdd;
export const systemDictTypeEdit = systemDict.typeEdit;
export const systemDictTypeDelete = systemDict.typeDelete;
export const systemDictItemList = systemDict.itemList;
export const systemDictItemAdd = systemDict.itemAdd;
export const systemDictItemEdit = systemDict.itemEdit;
export const systemDictItemDelete = systemDict.itemDelete;
export const businessDictTypePage = businessDict.typePage;
export const businessDictTypeAdd = businessDict.typeAdd;
export const businessDictTypeEdit = businessDict.typeEdit;
export const businessDictTypeDelete = businessDict.typeDelete;
export const businessDictItemList = businessDict.itemList;
export const businessDictItemAdd = businessDict.itemAdd;
export const businessDictItemEdit = businessDict.itemEdit;
export const businessDictItemDelete = businessDict.itemDelete;

/** A choice of a form field: the stored value and its label in the caller's language. */
export const DictOption = z.object({ value: z.string(), label: z.string() });
export type DictOption = z.infer<typeof DictOption>;

export const dictItems = defineCall({
  method: 'GET',
  path: '/system/dict/items',
  access: 'user',
  summary:
    "Enabled items of an enabled dictionary (any kind) by its code, labels in the caller's language; [] when unknown.",
  input: z.object({ code: z.string().trim().min(1).max(64) }),
  output: z.array(DictOption),
  errors: [],
});

// ---------------------------------------------------------------------------------------
// System configuration
// ---------------------------------------------------------------------------------------

/**
 * An origin `scheme://host[:port]` exactly (no path, no trailing slash). Custom messages
 * of this module are i18n keys (`settingsAdmin:validation.*`), translated by the forms.
 */
const Origin = z.url({ protocol: /^https?$/ }).refine(
  (s) => {
    try {
      return new URL(s).origin === s;
    } catch {
      return false;
    }
  },
  { message: 'settingsAdmin:validation.origin' },
);

/**
 * The editable settings (`sys_config` keys) and their zod schemas: the registry both the
 * edit call and the form validate with (/systemConfig; read by
 * server/modules/config/settings.service.ts). `casServerUrl` '' clears it (stored null).
 */
export const CONFIG_SCHEMAS = {
  title: z.string().trim().min(1).max(64),
  school: z.number().int().min(0).max(5),
  language: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  loginMode: z.union([z.literal(0), z.literal(1)]),
  casServerUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
  casServiceOrigins: z.array(Origin).max(20),
  encrypt: z.boolean(),
  selfApproval: z.boolean(),
} as const;
/** A settings key. */
export type ConfigKey = keyof typeof CONFIG_SCHEMAS;
export const ConfigKey = z.enum(Object.keys(CONFIG_SCHEMAS) as [ConfigKey, ...ConfigKey[]]);

/** How the form edits a value. */
export const ConfigType = z.enum(['string', 'number', 'enum', 'boolean', 'url', 'origins']);
export type ConfigType = z.infer<typeof ConfigType>;

/** Topic (form section), type and choices of each key, in form order. */
export const CONFIG_KEYS: readonly {
  key: ConfigKey;
  topic: 'general' | 'login' | 'security';
  type: ConfigType;
  options?: number[];
}[] = [
  { key: 'title', topic: 'general', type: 'string' },
  { key: 'school', topic: 'general', type: 'enum', options: [0, 1, 2, 3, 4, 5] },
  { key: 'language', topic: 'general', type: 'enum', options: [0, 1, 2] },
  { key: 'loginMode', topic: 'login', type: 'enum', options: [0, 1] },
  { key: 'casServerUrl', topic: 'login', type: 'url' },
  { key: 'casServiceOrigins', topic: 'login', type: 'origins' },
  { key: 'encrypt', topic: 'security', type: 'boolean' },
  { key: 'selfApproval', topic: 'security', type: 'boolean' },
];

/**
 * One setting: its current value (the default when the row is missing or malformed;
 * `casServerUrl` null is shown as ''), form type, topic, choices and the i18n key of its
 * description (`settingsAdmin:config.<key>.help`).
 */
export const ConfigEntry = z.object({
  key: ConfigKey,
  value: z.unknown(),
  type: ConfigType,
  topic: z.enum(['general', 'login', 'security']),
  options: z.array(z.number()).optional(),
  descriptionKey: z.string(),
});
export type ConfigEntry = z.infer<typeof ConfigEntry>;

export const configPage = defineCall({
  method: 'GET',
  path: '/system/config/page',
  access: 'system:config:page',
  summary: 'Every setting with its value, type, topic and description key, in form order.',
  input: NoInput,
  output: z.array(ConfigEntry),
  errors: [],
});

/** `{ key, value }` with `value` validated by the key's schema in {@link CONFIG_SCHEMAS}. */
export const ConfigEditInput = z.discriminatedUnion('key', [
  z.object({ key: z.literal('title'), value: CONFIG_SCHEMAS.title }),
  z.object({ key: z.literal('school'), value: CONFIG_SCHEMAS.school }),
  z.object({ key: z.literal('language'), value: CONFIG_SCHEMAS.language }),
  z.object({ key: z.literal('loginMode'), value: CONFIG_SCHEMAS.loginMode }),
  z.object({ key: z.literal('casServerUrl'), value: CONFIG_SCHEMAS.casServerUrl }),
  z.object({ key: z.literal('casServiceOrigins'), value: CONFIG_SCHEMAS.casServiceOrigins }),
  z.object({ key: z.literal('encrypt'), value: CONFIG_SCHEMAS.encrypt }),
  z.object({ key: z.literal('selfApproval'), value: CONFIG_SCHEMAS.selfApproval }),
]);
export type ConfigEditInput = z.infer<typeof ConfigEditInput>;

export const configEdit = defineCall({
  method: 'POST',
  path: '/system/config/edit',
  access: 'system:config:edit',
  summary: 'Change one setting; applies at once (the settings cache is cleared), no restart.',
  input: ConfigEditInput,
  output: ConfigEntry,
  errors: [],
});

// ---------------------------------------------------------------------------------------
// More languages: UI text overrides
// ---------------------------------------------------------------------------------------

// The public read of a language's overrides and the language code live in text-overrides.contract.ts (the
// browser's first page reads them without this module's shipped-text check, which carries every text).
export { LangCode, TextOverrides, languageOverrides } from './text-overrides.contract';

/**
 * The shipped text of `key` (dotted) in namespace `ns` and `lang`
 * (platform/i18n/resources.ts), or undefined when there is none.
 */
export function shippedText(ns: string, key: string, lang: (typeof LANGS)[number]): string | undefined {
  if (!Object.hasOwn(localeModules, ns)) return undefined;
  let node: unknown = localeModules[ns][lang];
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** One override of a shipped UI text. */
export const TextOverrideRow = z.object({
  id: z.number().int(),
  lang: LangCode,
  ns: z.string(),
  key: z.string(),
  value: z.string(),
  updatedAt: IsoDateTime,
});
export type TextOverrideRow = z.infer<typeof TextOverrideRow>;

export const languagePage = defineCall({
  method: 'GET',
  path: '/system/language/page',
  access: 'system:language:page',
  summary: 'UI text overrides, filtered by language, namespace and key keyword, by ns, key, lang.',
  input: PageQuery.extend({
    lang: LangCode.optional(),
    ns: z.string().trim().max(64).optional(),
    key: z.string().trim().max(128).optional(),
  }),
  output: pageOf(TextOverrideRow),
  errors: [],
});

/** New override: `ns` and `key` must name a shipped text (in CN); one override per lang+ns+key. */
export const TextOverrideCreateInput = z
  .object({
    lang: LangCode,
    ns: z.string().trim().min(1).max(64),
    key: z.string().trim().min(1).max(128),
    value: z.string().min(1).max(1000),
  })
  .refine((v) => shippedText(v.ns, v.key, 'CN') !== undefined, {
    message: 'settingsAdmin:validation.unknownKey',
    path: ['key'],
  });

export const languageAdd = defineCall({
  method: 'POST',
  path: '/system/language/add',
  access: 'system:language:add',
  summary: 'Override one shipped UI text in one language.',
  input: TextOverrideCreateInput,
  output: TextOverrideRow,
  errors: [Code.DUPLICATE],
});

export const languageEdit = defineCall({
  method: 'POST',
  path: '/system/language/edit',
  access: 'system:language:edit',
  summary: 'Change the text of an override.',
  input: z.object({ id: Id, value: z.string().min(1).max(1000) }),
  output: TextOverrideRow,
  errors: [Code.NOT_FOUND],
});

export const languageDelete = defineCall({
  method: 'POST',
  path: '/system/language/delete',
  access: 'system:language:delete',
  summary: 'Delete overrides (the shipped texts apply again).',
  input: DeleteInput,
  output: NullOutput,
  errors: [Code.NOT_FOUND],
});

// ---------------------------------------------------------------------------------------
// Flexible menu: the terminal home's quick entries
// ---------------------------------------------------------------------------------------

/** How an external link opens. */
export const LinkTarget = z.enum(['_self', '_blank']);

/** One quick entry as stored: a title per language, an icon, an in-app path or a link. */
export const FlexibleMenuRow = z.object({
  id: z.number().int(),
  titleCn: z.string(),
  titleEn: z.string(),
  titleTc: z.string(),
  icon: z.string().nullable(),
  path: z.string().nullable(),
  link: z.string().nullable(),
  target: LinkTarget.nullable(),
  sort: z.number().int(),
  status: z.number().int(),
});
export type FlexibleMenuRow = z.infer<typeof FlexibleMenuRow>;

const blankToNull = (v: string | null | undefined) => v || null;

/**
 * Fields of an entry. Exactly one of `path` (in-app, starting with `/`) and `link`
 * (http(s) URL) is set; `target` applies to links (default `_blank`).
 */
export const FlexibleMenuFields = z.object({
  titleCn: z.string().trim().min(1).max(64),
  titleEn: z.string().trim().min(1).max(64),
  titleTc: z.string().trim().min(1).max(64),
  icon: z.string().trim().max(64).nullish().transform(blankToNull),
  path: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^\/[^\s]*$/)
        .max(255),
    ])
    .nullish()
    .transform(blankToNull),
  link: z
    .union([z.literal(''), z.url({ protocol: /^https?$/ }).max(1000)])
    .nullish()
    .transform(blankToNull),
  target: z
    .union([z.literal(''), LinkTarget])
    .nullish()
    .transform(blankToNull),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
  status: Status.default(0),
});

const onePlace = (v: { path: string | null; link: string | null }) => (v.path === null) !== (v.link === null);
const onePlaceError = { message: 'settingsAdmin:validation.onePlace', path: ['path'] };

export const FlexibleMenuCreateInput = FlexibleMenuFields.refine(onePlace, onePlaceError);
export const FlexibleMenuUpdateInput = FlexibleMenuFields.extend({ id: Id }).refine(onePlace, onePlaceError);

export const flexibleMenuPage = defineCall({
  method: 'GET',
  path: '/system/flexibleMenu/page',
  access: 'system:flexibleMenu:page',
  summary: 'Quick entries of the terminal home, filtered by title keyword and status, by sort then id.',
  input: PageQuery.extend({ title: z.string().trim().max(64).optional(), status: Status.optional() }),
  output: pageOf(FlexibleMenuRow),
  errors: [],
});

export const flexibleMenuAdd = defineCall({
  method: 'POST',
  path: '/system/flexibleMenu/add',
  access: 'system:flexibleMenu:add',
  summary: 'Add a quick entry.',
  input: FlexibleMenuCreateInput,
  output: FlexibleMenuRow,
  errors: [],
});

export const flexibleMenuEdit = defineCall({
  method: 'POST',
  path: '/system/flexibleMenu/edit',
  access: 'system:flexibleMenu:edit',
  summary: 'Edit a quick entry.',
  input: FlexibleMenuUpdateInput,
  output: FlexibleMenuRow,
  errors: [Code.NOT_FOUND],
});

export const flexibleMenuDelete = defineCall({
  method: 'POST',
  path: '/system/flexibleMenu/delete',
  access: 'system:flexibleMenu:delete',
  summary: 'Delete quick entries.',
  input: DeleteInput,
  output: NullOutput,
  errors: [Code.NOT_FOUND],
});

/** A quick entry as the terminal shows it: the title in the caller's language. */
export const FlexibleMenuEntry = z.object({
  id: z.number().int(),
  title: z.string(),
  icon: z.string().nullable(),
  path: z.string().nullable(),
  link: z.string().nullable(),
  target: LinkTarget.nullable(),
});
export type FlexibleMenuEntry = z.infer<typeof FlexibleMenuEntry>;

export const flexibleMenuList = defineCall({
  method: 'GET',
  path: '/system/flexibleMenu/list',
  access: 'user',
  summary: "Enabled quick entries of the terminal home, titles in the caller's language, by sort then id.",
  input: NoInput,
  output: z.array(FlexibleMenuEntry),
  errors: [],
});
