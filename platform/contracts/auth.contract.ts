/**
 * Auth and account calls (spec §7 "Auth and account", §3 login user, §4 session, §5 password).
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Code } from '../protocol/codes';
import { Id, NoInput, NullOutput } from './common';

/** `{token, refreshToken}` of a login or refresh (spec §3). */
export const TokenPair = z.object({ token: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof TokenPair>;

/** A menu node (spec §3): type 0 folder with children, 1 page. `meta.title` is in the caller's language. */
export interface MenuNode {
  id: number;
  name: string;
  path: string;
  type: 0 | 1;
  children?: MenuNode[];
  meta: { title: string; icon?: string | null; target?: string | null; link?: string | null };
}
export const MenuNode: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    path: z.string(),
    type: z.union([z.literal(0), z.literal(1)]),
    children: z.array(MenuNode).optional(),
    meta: z.object({
      title: z.string(),
      icon: z.string().nullable().optional(),
      target: z.string().nullable().optional(),
      link: z.string().nullable().optional(),
    }),
  }),
);

/** The terminal's part of the login user, see {@link LoginUser}. */
export const TerminalMenus = z.object({ menus: z.array(MenuNode), paths: z.array(z.string()) });
export type TerminalMenus = z.infer<typeof TerminalMenus>;

/** An application tab (spec §3): code, name, sys_no, active flag. */
export const AppInfo = z.object({ code: z.string(), name: z.string(), sys_no: z.number().int(), active: z.boolean() });
export type AppInfo = z.infer<typeof AppInfo>;

/** The signed-in user as spec §3 lists it. */
export const LoginUser = z.object({
  id: z.number().int(),
  name: z.string(),
  nickName: z.string(),
  account: z.string(),
  avatar: z.string().nullable(),
  ident: z.string().nullable(),
  sessionId: z.string(),
  loginType: z.string(),
  adminUser: z.boolean(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  idCard: z.string().nullable(),
  /** The name of the user's organisation (null without one); read-only (the profile pages show it). */
  orgName: z.string().nullable().optional(),
  apps: z.array(AppInfo),
  menus: z.array(MenuNode),
  /** Permission codes such as `system:user:add`; `*:*:*` grants everything (spec §6). */
  permissions: z.array(z.string()),
  /** Codes of the menus and buttons the user holds (front-end keys). */
  permissionsCode: z.array(z.string()),
  /** Role codes; `admin` passes every role check (spec §6). */
  roles: z.array(z.string()),
  /**
   * The reservation terminal's menus (admittance): `menus` the shown tree of the
   * terminal application, `paths` every granted page path of it (hidden pages such as
   * /detail included). Null or absent when no terminal application is configured: the
   * terminal then admits every route of its deployment variant.
   */
  terminal: TerminalMenus.nullable().optional(),
});
export type LoginUser = z.infer<typeof LoginUser>;

export const login = defineCall({
  method: 'POST',
  path: '/system/login/accessToken',
  access: 'public',
  keepsRefusals: true,
  summary: 'Sign in with account and password; returns a 2-hour access token and a rotating refresh token.',
  input: z.object({
    account: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(128),
    validCode: z.string().optional(),
    validCodeReqNo: z.string().optional(),
  }),
  output: TokenPair,
  errors: [Code.LOGIN_FAILED, Code.ACCOUNT_DISABLED, Code.ACCOUNT_LOCKED, Code.CAPTCHA_REQUIRED, Code.CAPTCHA_WRONG],
});

export const refreshToken = defineCall({
  method: 'POST',
  path: '/system/login/refreshToken',
  access: 'public',
  summary: 'Exchange a refresh token for a new pair; a reused refresh token revokes its whole family.',
  input: z.object({ refreshToken: z.string().min(1) }),
  output: TokenPair,
  errors: [Code.REFRESH_INVALID],
});

export const logout = defineCall({
  method: 'POST',
  path: '/system/login/logout',
  access: 'public',
  mutates: true,
  summary: 'Revoke the session of the `token` header (if any). Always succeeds.',
  input: NoInput,
  output: NullOutput,
  errors: [],
});

export const getLoginUser = defineCall({
  method: 'GET',
  path: '/system/login/getLoginUser',
  access: 'user',
  summary: 'The signed-in user with apps, menu tree, permissions and roles.',
  input: NoInput,
  output: LoginUser,
  errors: [],
});

/**
 * Whether the login form must show a captcha: true after repeated failed
 * sign-ins from the caller's address or, when `account` is given, for that account.
 */
export const enableValidCode = defineCall({
  method: 'GET',
  path: '/system/login/enableValidCode',
  access: 'public',
  summary: 'Whether the login form must show a captcha.',
  input: z
    .object({ account: z.string().trim().max(64).optional() })
    .or(z.undefined())
    .transform((v) => v ?? {}),
  output: z.boolean(),
  errors: [Code.LOGIN_FAILED],
});

/** A login captcha: `reqNo` goes back with the answer as `validCodeReqNo`; `image` is an SVG data URL. */
export const LoginCaptcha = z.object({ reqNo: z.string(), image: z.string() });
export type LoginCaptcha = z.infer<typeof LoginCaptcha>;

/** A fresh single-use login captcha; it expires after a few minutes. */
export const loginCaptcha = defineCall({
  method: 'GET',
  path: '/system/login/captcha',
  access: 'public',
  summary: 'A new single-use captcha image for the login form.',
  input: NoInput,
  output: LoginCaptcha,
  errors: [],
});

/** Global configuration the clients read before login (spec §1, §9). */
export const SystemConfig = z.object({
  /** Deployment variant 0–5: selects the terminal's route set and layout. */
  school: z.number().int().min(0).max(5),
  /** 0: own login page; 1: single sign-on (CAS). */
  loginMode: z.union([z.literal(0), z.literal(1)]),
  /** 1: the terminal defaults to EN; otherwise CN (spec §9). */
  language: z.number().int(),
  /** Whether responses are AES-encrypted (DESIGN.md §4). */
  encrypt: z.boolean(),
  /** Product title shown in the terminal. */
  title: z.string(),
});
export type SystemConfig = z.infer<typeof SystemConfig>;

export const systemConfig = defineCall({
  method: 'GET',
  path: '/api/reserve/system/config',
  access: 'public',
  summary: 'Deployment variant, login mode, default language and protocol settings.',
  input: NoInput,
  output: SystemConfig,
  errors: [],
});

/**
 * Password change (spec §3, §5). Each password field travels encrypted with the
 * response cipher (platform/protocol/cipher.ts); the server decrypts, then applies the
 * spec §5 rule. `id` is the user's own id.
 */
export const UpdatePasswordInput = z.object({
  id: Id.optional(),
  password: z.string().min(1),
  newPassword: z.string().min(1),
  repeatPassword: z.string().min(1),
});

export const updatePwd = defineCall({
  method: 'POST',
  path: '/system/user/updatePwd',
  access: 'user',
  summary: "Change the signed-in user's password (old password required).",
  input: UpdatePasswordInput,
  output: NullOutput,
  errors: [Code.PASSWORD_RULE, Code.PASSWORD_CHINESE, Code.PASSWORD_MISMATCH, Code.OLD_PASSWORD_WRONG],
});
