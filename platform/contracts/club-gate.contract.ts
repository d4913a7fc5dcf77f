/**
 * The fitness club's gate (spec §2 fitness set: /enterExit, /signLog, /enterWhite, /fitnessConfig,
 * /innerMember; the calls are ours, under `/api/fitness/…`; docs/fitness-gate.md):
 *
 * - gates (turnstiles) `/api/fitness/gate/<page|add|edit|resetKey>`: a code, name, scene, place,
 *   direction; add and resetKey answer the device key once (derived from the server secret, never stored);
 * - the turnstile's own call `/api/fitness/gate/pass` (access `public`: the device proves itself by its
 *   HMAC-SHA256 signature over method, path, timestamp, nonce and the pass's fields; a 5-minute window;
 *   each nonce once per gate). Answers open, open but flagged (`warn`) or refused, with a coded reason;
 * - staff override of a refused entry `/api/fitness/gate/override` (`fitness:gate:override`): the
 *   member's next entry at that gate within 60 s opens;
 * - records `/api/fitness/enterExit/page` (every pass) and `/api/fitness/signLog/page` (check-ins: a
 *   member's first admitted entry of a day);
 * - the whitelist `/api/fitness/enterWhite/<page|add|edit|delete>`;
 * - the club's settings `/api/fitness/fitnessConfig/<get|save>` (versioned);
 * - internal members `/api/fitness/innerMember/<page|add|delete>`.
 *
 * Data scope: passes, check-ins and internal members are the member's organisation's records
 * (`org_id`); gates, the whitelist and the settings belong to the club (not scoped).
 */
import { z } from 'zod';
import { Code } from '../protocol/codes';
import { PageQuery, pageOf } from '../protocol/envelope';
import { defineCall } from './define-call';
import { Id, IsoDate, IsoDateTime, NullOutput } from './common';

/** The directions a gate lets through. */
export const GateDirection = z.enum(['in', 'out', 'both']);
export type GateDirection = z.infer<typeof GateDirection>;

/** The fields of a gate as add and edit take them. */
export const GateFields = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/),
  name: z.string().trim().min(1).max(64),
  sceneId: Id.nullable().default(null),
  place: z.string().trim().max(128).default(''),
  direction: GateDirection,
  enabled: z.boolean().default(true),
});
export type GateFields = z.output<typeof GateFields>;

/** A gate as the back office lists it (never its key). */
export const GateRow = GateFields.extend({
  id: z.number().int(),
  keyVersion: z.number().int(),
  createdAt: IsoDateTime,
});
export type GateRow = z.infer<typeof GateRow>;

/** A gate with its device key (hex, 64 characters), shown once to configure the device. */
export const GateWithKey = z.object({ gate: GateRow, key: z.string() });

export const gatePage = defineCall({
  method: 'GET',
  path: '/api/fitness/gate/page',
  access: 'fitness:config:page',
  summary: 'The club’s gates by code.',
  input: PageQuery,
  output: pageOf(GateRow),
  errors: [],
});

export const gateAdd = defineCall({
  method: 'POST',
  path: '/api/fitness/gate/add',
  access: 'fitness:gate:add',
  summary: 'Register a gate; answers its device key once (DUPLICATE when the code is taken).',
  input: GateFields,
  output: GateWithKey,
  errors: [Code.DUPLICATE],
});

export const gateEdit = defineCall({
  method: 'POST',
  path: '/api/fitness/gate/edit',
  access: 'fitness:gate:edit',
  summary: 'Change a gate’s code, name, scene, place, direction or enabled (the key stays).',
  input: GateFields.extend({ id: Id }),
  output: GateRow,
  errors: [Code.NOT_FOUND, Code.DUPLICATE],
});

export const gateResetKey = defineCall({
  method: 'POST',
  path: '/api/fitness/gate/resetKey',
  access: 'fitness:gate:edit',
  summary: 'Give a gate a new device key (the old one stops working); answers it once.',
  input: z.object({ id: Id }),
  output: GateWithKey,
  errors: [Code.NOT_FOUND],
});

/** The pass direction a device reports. */
export const PassDirection = z.enum(['in', 'out']);

/**
 * What a turnstile sends: its code, the stamp (ms since the epoch), a nonce (16–64 of [A-Za-z0-9]),
 * the member's card number (`cardNo`) or account (`account`, read from the member's QR code), the
 * direction, and `sign`: hex HMAC-SHA256 under the gate's key of `gateSigningText` (below).
 */
export const GatePassInput = z
  .object({
    gate: z.string().trim().min(1).max(32),
    timestamp: z.number().int().min(0),
    nonce: z.string().regex(/^[A-Za-z0-9]{16,64}$/),
    cardNo: z.string().trim().max(32).default(''),
    account: z.string().trim().max(64).default(''),
    direction: PassDirection,
    sign: z.string().regex(/^[0-9a-fA-F]{64}$/),
  })
  .refine((v) => (v.cardNo === '') !== (v.account === ''), { path: ['cardNo'] });
export type GatePassInput = z.output<typeof GatePassInput>;

/**
 * The text a turnstile signs: `POST\n/api/fitness/gate/pass\n<timestamp>\n<nonce>\n<body>`, the body
 * being `gate=<code>&cardNo=<no>&account=<account>&direction=<in|out>` (values as sent, trimmed).
 */
export function gateSigningText(p: Omit<GatePassInput, 'sign'>): string {
  const body = `gate=${p.gate}&cardNo=${p.cardNo}&account=${p.account}&direction=${p.direction}`;
  return `POST\n${gatePass.path}\n${p.timestamp}\n${p.nonce}\n${body}`;
}

/** A pass's result: `open`, `warn` (open but flagged) or `refuse`. */
export const PassResult = z.enum(['open', 'warn', 'refuse']);

/**
 * The gate's answer: open or not, the result, the reason's key (`clubGate:reason.*`) and, for a
 * refused or flagged pass, its code (GATE_REFUSE_*), the member's name and the card that paid.
 */
export const GatePassAnswer = z.object({
  open: z.boolean(),
  result: PassResult,
  reason: z.string(),
  code: z.number().int().nullable(),
  passId: z.number().int(),
  memberName: z.string().nullable(),
  cardNo: z.string().nullable(),
});
export type GatePassAnswer = z.infer<typeof GatePassAnswer>;

export const gatePass = defineCall({
  method: 'POST',
  path: '/api/fitness/gate/pass',
  access: 'public',
  summary:
    'A turnstile asks to let a member through (signed with its key): entry checks the cards, debt and ' +
    'whitelist and takes one use; exit is recorded.',
  input: GatePassInput,
  output: GatePassAnswer,
  errors: [Code.GATE_SIGN_INVALID, Code.GATE_SIGN_STALE, Code.GATE_NONCE_REPLAYED],
});

export const gateOverride = defineCall({
  method: 'POST',
  path: '/api/fitness/gate/override',
  access: 'fitness:gate:override',
  summary: 'Override a refused entry with a reason: the member’s next entry at that gate within 60 s opens.',
  input: z.object({ passId: Id, reason: z.string().trim().min(1).max(200) }),
  output: z.object({ id: z.number().int(), expiresAt: IsoDateTime }),
  errors: [Code.NOT_FOUND, Code.GATE_OVERRIDE_NOT_REFUSED],
});

/** A pass as /enterExit lists it. */
export const PassRow = z.object({
  id: z.number().int(),
  gateId: z.number().int(),
  gateName: z.string(),
  direction: PassDirection,
  userId: z.number().int().nullable(),
  memberName: z.string().nullable(),
  presented: z.string(),
  cardNo: z.string().nullable(),
  result: PassResult,
  reason: z.string(),
  usedUse: z.boolean(),
  overridden: z.boolean(),
  at: IsoDateTime,
});
export type PassRow = z.infer<typeof PassRow>;

export const enterExitPage = defineCall({
  method: 'GET',
  path: '/api/fitness/enterExit/page',
  access: 'fitness:enterExit:page',
  summary: 'Entries and exits of the caller’s data scope by gate, direction, result, member and period; newest first.',
  input: PageQuery.extend({
    gateId: Id.optional(),
    direction: PassDirection.optional(),
    result: PassResult.optional(),
    userId: Id.optional(),
    from: IsoDate.optional(),
    to: IsoDate.optional(),
  }),
  output: pageOf(PassRow),
  errors: [],
});

/** A check-in: a member's first admitted entry of a day, with how many entries that day. */
export const SignRow = z.object({
  day: IsoDate,
  userId: z.number().int(),
  memberName: z.string(),
  firstAt: IsoDateTime,
  gateName: z.string(),
  entries: z.number().int(),
  byWhitelist: z.boolean(),
  cardNo: z.string().nullable(),
});
export type SignRow = z.infer<typeof SignRow>;

export const signLogPage = defineCall({
  method: 'GET',
  path: '/api/fitness/signLog/page',
  access: 'fitness:signLog:page',
  summary: 'Check-ins (a member’s first admitted entry per day) of the caller’s data scope by period and member.',
  input: PageQuery.extend({ userId: Id.optional(), from: IsoDate.optional(), to: IsoDate.optional() }),
  output: pageOf(SignRow),
  errors: [],
});

/** Who passes without a card. */
export const WhiteKind = z.enum(['staff', 'coach', 'guest']);

/** A whitelist entry as add and edit take it: a user, or a guest by name; the validity (inclusive). */
export const WhiteFields = z.object({
  userId: Id.nullable().default(null),
  name: z.string().trim().max(64).default(''),
  kind: WhiteKind,
  validFrom: IsoDate.nullable().default(null),
  validTo: IsoDate.nullable().default(null),
  note: z.string().trim().max(200).default(''),
});
export type WhiteFields = z.output<typeof WhiteFields>;

export const WhiteRow = WhiteFields.extend({
  id: z.number().int(),
  account: z.string().nullable(),
  createdAt: IsoDateTime,
});
export type WhiteRow = z.infer<typeof WhiteRow>;

export const enterWhitePage = defineCall({
  method: 'GET',
  path: '/api/fitness/enterWhite/page',
  access: 'fitness:enterWhite:page',
  summary: 'The gate’s whitelist by kind and name.',
  input: PageQuery.extend({ kind: WhiteKind.optional(), keyword: z.string().trim().max(64).optional() }),
  output: pageOf(WhiteRow),
  errors: [],
});

export const enterWhiteAdd = defineCall({
  method: 'POST',
  path: '/api/fitness/enterWhite/add',
  access: 'fitness:enterWhite:add',
  summary: 'Add a person who passes the gate without a card (a user once; a guest by name).',
  input: WhiteFields,
  output: WhiteRow,
  errors: [Code.GATE_USER_UNKNOWN, Code.GATE_DATES_INVALID, Code.DUPLICATE],
});

export const enterWhiteEdit = defineCall({
  method: 'POST',
  path: '/api/fitness/enterWhite/edit',
  access: 'fitness:enterWhite:edit',
  summary: 'Change a whitelist entry.',
  input: WhiteFields.extend({ id: Id }),
  output: WhiteRow,
  errors: [Code.NOT_FOUND, Code.GATE_USER_UNKNOWN, Code.GATE_DATES_INVALID, Code.DUPLICATE],
});

export const enterWhiteDelete = defineCall({
  method: 'POST',
  path: '/api/fitness/enterWhite/delete',
  access: 'fitness:enterWhite:delete',
  summary: 'Remove whitelist entries (their past passes keep naming them).',
  input: z.object({ ids: z.array(Id).min(1).max(100) }),
  output: NullOutput,
  errors: [Code.NOT_FOUND],
});

/** `HH:mm` of a day. */
const Clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/);

/**
 * The club's settings: the gate's debt behaviour, the re-entry interval (minutes: an entry within it
 * after an admitted entry the same day takes no use), the opening hours. (The late-cancel / no-show
 * rules are the penalty rules of /breakContract, club-penalty.contract.ts; a `penalty` key of versions
 * saved before migration 0045 is ignored: that migration copied it into those rules.)
 */
export const ClubSettings = z.object({
  debtAtGate: z.enum(['warn', 'refuse']),
  reentryMinutes: z.number().int().min(0).max(1440),
  openAt: Clock,
  closeAt: Clock,
});
export type ClubSettings = z.infer<typeof ClubSettings>;

/** The current settings with their version (0: the defaults, never saved). */
export const ClubSettingsVersion = z.object({
  version: z.number().int(),
  settings: ClubSettings,
  savedAt: IsoDateTime.nullable(),
});

export const fitnessConfigGet = defineCall({
  method: 'GET',
  path: '/api/fitness/fitnessConfig/get',
  access: 'fitness:config:page',
  summary: 'The club’s current settings and their version.',
  input: z.object({}),
  output: ClubSettingsVersion,
  errors: [],
});

export const fitnessConfigSave = defineCall({
  method: 'POST',
  path: '/api/fitness/fitnessConfig/save',
  access: 'fitness:config:edit',
  summary:
    'Save the club’s settings as a new version (GATE_CONFIG_OUTDATED when `version` is no longer the current one).',
  input: z.object({ version: z.number().int().min(0), settings: ClubSettings }),
  output: ClubSettingsVersion,
  errors: [Code.GATE_CONFIG_OUTDATED, Code.GATE_HOURS_INVALID],
});

/** An internal member as add takes it. */
export const InnerFields = z.object({
  userId: Id,
  cardTypeId: Id.nullable().default(null),
  validFrom: IsoDate,
  validTo: IsoDate,
  note: z.string().trim().max(200).default(''),
});

export const InnerRow = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  account: z.string(),
  name: z.string(),
  cardTypeId: z.number().int().nullable(),
  cardTypeName: z.string().nullable(),
  validFrom: IsoDate,
  validTo: IsoDate,
  note: z.string(),
  createdAt: IsoDateTime,
});
export type InnerRow = z.infer<typeof InnerRow>;

export const innerMemberPage = defineCall({
  method: 'GET',
  path: '/api/fitness/innerMember/page',
  access: 'fitness:innerMember:page',
  summary: 'Internal members of the caller’s data scope by name or account; `current` keeps those valid today.',
  input: PageQuery.extend({
    keyword: z.string().trim().max(64).optional(),
    current: z.enum(['true', 'false']).optional(),
  }),
  output: pageOf(InnerRow),
  errors: [],
});

export const innerMemberAdd = defineCall({
  method: 'POST',
  path: '/api/fitness/innerMember/add',
  access: 'fitness:innerMember:add',
  summary: 'Mark a user of the caller’s data scope as an internal member (once per user).',
  input: InnerFields,
  output: InnerRow,
  errors: [Code.GATE_USER_UNKNOWN, Code.GATE_DATES_INVALID, Code.GATE_CARD_TYPE_UNKNOWN, Code.DUPLICATE],
});

export const innerMemberDelete = defineCall({
  method: 'POST',
  path: '/api/fitness/innerMember/delete',
  access: 'fitness:innerMember:delete',
  summary: 'Remove internal members of the caller’s data scope (all or nothing).',
  input: z.object({ ids: z.array(Id).min(1).max(100) }),
  output: NullOutput,
  errors: [Code.NOT_FOUND],
});
