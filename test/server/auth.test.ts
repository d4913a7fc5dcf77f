/**
 * Auth and account calls (spec §3–§5, §7): login with its log, tokens that expire and
 * rotate, reuse detection, logout, the login user, permissions, password change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enableValidCode,
  getLoginUser,
  login,
  logout,
  refreshToken,
  updatePwd,
} from '../../platform/contracts/auth.contract';
import { userChangeStatus, userResetPwd } from '../../platform/contracts/org.contract';
import { reserveManagePage } from '../../platform/contracts/reserve.contract';
import { encryptBody } from '../../platform/protocol/cipher';
import { Code } from '../../platform/protocol/codes';
import { hashToken } from '../../server/modules/auth/token.service';
import { DEMO, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface LoginLogRow {
  account: string;
  user_id: number | null;
  outcome: number;
  ip: string | null;
  user_agent: string | null;
}
const loginLogOf = (account: string) =>
  server.query<LoginLogRow>(
    sql`select account, user_id, outcome, ip, user_agent from login_log where account = ${account} order by id`,
  );

describe('login', () => {
  it('signs in with the right password and logs the attempt', async () => {
    const r = await server.call(login, DEMO.approver);
    expect(r.code).toBe(0);
    expect(r.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(r.data.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const tokens = await server.query<{ token_hash: string }>(sql`select token_hash from auth_token`);
    expect(tokens.map((t) => t.token_hash)).not.toContain(r.data.token);
    const log = await loginLogOf('approver');
    expect(log.at(-1)).toMatchObject({ outcome: 0, ip: '127.0.0.1', user_agent: 'lightMyRequest' });
    expect(log.at(-1)!.user_id).toBeGreaterThan(0);
  });

  it('refuses a wrong password and an unknown account alike, logging both', async () => {
    const wrong = await server.call(login, { account: 'booker', password: 'Booker@124' });
    const unknown = await server.call(login, { account: 'nobody', password: 'Booker@123' });
    expect([wrong.code, unknown.code]).toEqual([Code.LOGIN_FAILED, Code.LOGIN_FAILED]);
    expect(wrong.msg).toBe(unknown.msg);
    expect((await loginLogOf('booker')).at(-1)).toMatchObject({ outcome: Code.LOGIN_FAILED });
    expect((await loginLogOf('nobody')).at(-1)).toMatchObject({ outcome: Code.LOGIN_FAILED, user_id: null });
    const ops = await server.query(
      sql`select id from operation_log where path = '/system/login/accessToken' and account = 'nobody'`,
    );
    expect(ops).toHaveLength(0);
  });

  it('refuses a disabled account', async () => {
    await server.query(sql`update sys_user set status = 1 where account = 'approver'`);
    try {
      const r = await server.call(login, DEMO.approver);
      expect(r.code).toBe(Code.ACCOUNT_DISABLED);
      expect((await loginLogOf('approver')).at(-1)).toMatchObject({ outcome: Code.ACCOUNT_DISABLED });
    } finally {
      await server.query(sql`update sys_user set status = 0 where account = 'approver'`);
    }
  });

  it('writes the operation log without the password', async () => {
    await server.login(DEMO.admin);
    const [row] = await server.query<{ input: Record<string, unknown>; user_id: number }>(
      sql`select input, user_id from operation_log where path = '/system/login/accessToken' and account = 'admin' order
        by id desc limit 1`,
    );
    expect(row.input).toEqual({ account: 'admin', password: '***' });
  });

  it('needs no captcha after a few failures from one address (login-hardening.test.ts has the rest)', async () => {
    expect((await server.call(enableValidCode, {})).data).toBe(false);
  });
});

describe('session', () => {
  it('refuses a missing, unknown or expired access token with session-invalid codes', async () => {
    expect((await server.call(getLoginUser, {})).code).toBe(Code.TOKEN_INVALID);
    expect((await server.call(getLoginUser, {}, { token: 'x'.repeat(43) })).code).toBe(Code.TOKEN_INVALID);
    const { token } = await server.login(DEMO.booker);
    expect((await server.call(getLoginUser, {}, { token })).code).toBe(0);
    await server.query(sql`update auth_token set expires_at = now() - interval '1 second' where kind = 'access'
      and family = (select family from auth_token order by id desc limit 1)`);
    const expired = await server.call(getLoginUser, {}, { token });
    expect([expired.status, expired.code]).toEqual([401, Code.TOKEN_EXPIRED]);
  });

  it('rotates refresh tokens within one family', async () => {
    const first = await server.login(DEMO.booker);
    const second = await server.call(refreshToken, { refreshToken: first.refreshToken });
    expect(second.code).toBe(0);
    expect(second.data.refreshToken).not.toBe(first.refreshToken);
    expect((await server.call(getLoginUser, {}, { token: second.data.token })).code).toBe(0);
    const third = await server.call(refreshToken, { refreshToken: second.data.refreshToken });
    expect(third.code).toBe(0);
    const hashes = [first.token, first.refreshToken, second.data.token, second.data.refreshToken, third.data.token].map(
      hashToken,
    );
    const rows = await server.query<{ family: string; kind: string; used: boolean }>(
      sql`select family, kind, used_at is not null as used from auth_token where token_hash in ${hashes} order by id`,
    );
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.family)).size).toBe(1);
    expect(rows.map((r) => [r.kind, r.used])).toEqual([
      ['access', false],
      ['refresh', true],
      ['access', false],
      ['refresh', true],
      ['access', false],
    ]);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const first = await server.login(DEMO.booker);
    const rotated = await server.call(refreshToken, { refreshToken: first.refreshToken });
    expect(rotated.code).toBe(0);
    const reuse = await server.call(refreshToken, { refreshToken: first.refreshToken });
    expect(reuse.code).toBe(Code.SESSION_REVOKED);
    expect(reuse.code).toBe(1130008);
    expect((await server.call(getLoginUser, {}, { token: rotated.data.token })).code).toBe(Code.SESSION_REVOKED);
    expect((await server.call(refreshToken, { refreshToken: rotated.data.refreshToken })).code).toBe(
      Code.SESSION_REVOKED,
    );
    const open = await server.query(sql`select id from auth_token where revoked_at is null and family =
      (select family from auth_token where kind = 'access' order by id desc limit 1)`);
    expect(open).toHaveLength(0);
  });

  it('refuses an unknown or expired refresh token', async () => {
    expect((await server.call(refreshToken, { refreshToken: 'nope' })).code).toBe(Code.REFRESH_INVALID);
    const { refreshToken: rt } = await server.login(DEMO.booker);
    await server.query(sql`update auth_token set expires_at = now() - interval '1 second' where kind = 'refresh'
      and id = (select max(id) from auth_token)`);
    expect((await server.call(refreshToken, { refreshToken: rt })).code).toBe(Code.REFRESH_INVALID);
  });

  it('logs out by revoking the family, and always answers 0', async () => {
    const { token, refreshToken: rt } = await server.login(DEMO.booker);
    expect((await server.call(logout, undefined, { token })).code).toBe(0);
    expect((await server.call(getLoginUser, {}, { token })).code).toBe(Code.SESSION_REVOKED);
    expect((await server.call(refreshToken, { refreshToken: rt })).code).toBe(Code.SESSION_REVOKED);
    expect((await server.call(logout, undefined, { token })).code).toBe(0);
    expect((await server.call(logout, undefined)).code).toBe(0);
    expect((await server.call(logout, undefined, { token: 'garbage' })).code).toBe(0);
  });
});

describe('login user and permissions', () => {
  it('gives the administrator every application, the menu tree and the wildcard', async () => {
    const { token } = await server.login(DEMO.admin);
    const r = await server.call(getLoginUser, {}, { token, lang: 'TC' });
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({
      account: 'admin',
      adminUser: true,
      roles: ['admin'],
      permissions: ['*:*:*'],
      loginType: 'password',
    });
    expect(r.data.apps.map((a) => [a.code, a.active])).toEqual([
      ['venue', true],
      ['system', false],
      ['meeting', false],
      ['frontDesk', false],
      ['terminal', false],
    ]);
    expect(r.data.apps[0]).toEqual({ code: 'venue', name: '場地預約', sys_no: 100, active: true });
    expect(r.data.menus.map((m) => m.name)).toEqual([
      'bookingManagement',
      'venueResources',
      'bookingRules',
      'articles',
      'creditQuota',
      'workflow',
      'approvals',
      'fitnessCards',
      'fitnessCashier',
      'helpCentre',
      'fitnessClub',
      'fitnessTraining',
    ]);
    expect(r.data.menus[0]).toEqual({
      id: expect.any(Number),
      name: 'bookingManagement',
      path: '/booking',
      type: 0,
      meta: { title: '預約管理', icon: 'calendar', target: null, link: null },
      children: [
        {
          id: expect.any(Number),
          name: 'reserveManage',
          path: '/reserveManage',
          type: 1,
          meta: { title: '全部預約', icon: 'list', target: null, link: null },
        },
        {
          id: expect.any(Number),
          name: 'audit',
          path: '/audit',
          type: 1,
          meta: { title: '預約審核', icon: 'audit', target: null, link: null },
        },
        {
          id: expect.any(Number),
          name: 'swiping',
          path: '/swiping',
          type: 1,
          meta: { title: '簽到記錄', icon: 'list', target: null, link: null },
        },
        {
          id: expect.any(Number),
          name: 'resourceStatus',
          path: '/resourceStatus',
          type: 1,
          meta: { title: '資源狀態', icon: 'dashboard', target: null, link: null },
        },
      ],
    });
    expect(r.data.menus.find((m) => m.name === 'helpCentre')).toEqual({
      id: expect.any(Number),
      name: 'helpCentre',
      path: '',
      type: 1,
      meta: {
        title: '幫助中心',
        icon: 'help',
        target: '_blank',
        link: 'https://github.com/venueflow/venueflow#readme',
      },
    });
    const [family] = await server.query<{ family: string }>(
      sql`select family from auth_token order by id desc limit 1`,
    );
    expect(r.data.sessionId).toBe(family.family);
  });

  it("gives the approver the granted menu's permission, in English", async () => {
    const { token } = await server.login(DEMO.approver);
    const r = await server.call(getLoginUser, {}, { token, lang: 'EN' });
    expect(r.data).toMatchObject({
      roles: ['approver'],
      permissions: [
        'mc:settlement:orgConfirm',
        'meeting:allocation:page',
        'resv:audit:approve',
        'resv:audit:page',
        'resv:audit:reject',
        'resv:manage:list',
        'resv:swiping:page',
        'workflow:myCopy:page',
        'workflow:myHaveDone:page',
        'workflow:myTodo:page',
        'workflow:myWorkflow:page',
        'workflow:process:start',
      ],
      adminUser: false,
    });
    expect(r.data.menus[0].meta.title).toBe('Booking management');
    expect(r.data.menus[0].children![0].meta.title).toBe('All bookings');
    expect((await server.call(reserveManagePage, {}, { token })).code).toBe(0);
  });

  it('gives the booker no back-office menu and refuses the manage list', async () => {
    const { token } = await server.login(DEMO.booker);
    const r = await server.call(getLoginUser, {}, { token });
    expect(r.data).toMatchObject({ roles: ['user'], permissions: [], menus: [] });
    // The terminal application only (never a tab), with the terminal's pages (admittance).
    expect(r.data.apps.map((a) => a.code)).toEqual(['terminal']);
    expect(r.data.terminal?.menus.map((m) => m.path)).toEqual([
      '/home',
      '/appointment',
      '/quick',
      '/my',
      '/favorites',
      '/history',
      '/credit',
      '/quota',
      '/apply',
      '/auditCenter',
      '/contact',
      '/personal',
      '/siteList',
      '/announcement',
      '/help',
      '/meet',
      '/conference-center',
      '/reserve',
      '/catering',
      '/mealVoucherReserve',
      '/mealVouchers',
      '/myMealVoucher',
      '/settlement',
      '/cateringSettlement',
      '/trip',
      '/scheduling',
      '/otherPage',
      '/personalCenter',
      '/auditing',
      '/fitnessCenter',
      '/train',
    ]);
    expect(r.data.terminal?.paths).toEqual([
      '/home',
      '/appointment',
      '/quick',
      '/my',
      '/favorites',
      '/history',
      '/credit',
      '/quota',
      '/messages',
      '/detail',
      '/sign',
      '/daysReserve',
      '/calendar',
      '/quickReserve',
      '/apply',
      '/auditCenter',
      '/auditDetail',
      '/examine',
      '/receipt',
      '/contact',
      '/contactInfo',
      '/about',
      '/language',
      '/personal',
      '/siteList',
      '/siteDetail',
      '/dayReserve',
      '/details',
      '/blank',
      '/announcement',
      '/newsDetail',
      '/noticeDetail',
      '/help',
      '/meet',
      '/conference-center',
      '/reserve',
      '/conference',
      '/submit',
      '/conferenceDetails',
      '/codePage',
      '/catering',
      '/restaurant',
      '/foodDeliveryOrderReserve',
      '/foodDeliveryOrder',
      '/mealVoucherReserve',
      '/mealVouchers',
      '/myMealVoucher',
      '/myMealVoucherDetail',
      '/settlement',
      '/settlementDetail',
      '/cateringSettlement',
      '/cateringSettlementDetail',
      '/trip',
      '/scheduling',
      '/schedulingDetails',
      '/otherPage',
      '/personalCenter',
      '/person',
      '/auditing',
      '/mealVoucherAudit',
      '/foodDeliveryAudit',
      '/fitnessCenter',
      '/coachDetail',
      '/train',
      '/type',
      '/trainDetail',
      '/trainReserve',
      '/leagueReserve',
      '/privateReserve',
      '/testReserve',
      '/fitnessCenter/defaultRecords',
    ]);
    const refused = await server.call(reserveManagePage, {}, { token });
    expect([refused.status, refused.code]).toEqual([403, Code.FORBIDDEN]);
  });
});

describe('password change', () => {
  const enc = (v: string) => encryptBody(v, server.config.appKey);
  const change = (token: string, password: string, newPassword: string, repeatPassword = newPassword) =>
    server.call(
      updatePwd,
      { password: enc(password), newPassword: enc(newPassword), repeatPassword: enc(repeatPassword) },
      { token },
    );

  it('applies the spec §5 rules with their own codes', async () => {
    const { token } = await server.login(DEMO.approver);
    expect((await change(token, 'Wrong@123', 'Better@1234')).code).toBe(Code.OLD_PASSWORD_WRONG);
    expect((await change(token, 'Approver@123', 'short1A!')).code).toBe(0);
    expect((await change(token, 'short1A!', 'alllower1!')).code).toBe(Code.PASSWORD_RULE);
    expect((await change(token, 'short1A!', 'Abcdefgh1234567!x')).code).toBe(Code.PASSWORD_RULE);
    expect((await change(token, 'short1A!', '密码Abc123!')).code).toBe(Code.PASSWORD_CHINESE);
    expect((await change(token, 'short1A!', 'Better@1234', 'Better@12345')).code).toBe(Code.PASSWORD_MISMATCH);
    const unencrypted = await server.call(
      updatePwd,
      { password: 'short1A!', newPassword: 'Better@1234', repeatPassword: 'Better@1234' },
      { token },
    );
    expect(unencrypted.code).toBe(Code.BAD_REQUEST);
    expect((await change(token, 'short1A!', DEMO.approver.password)).code).toBe(0);
    expect((await server.call(login, DEMO.approver)).code).toBe(0);
  });

  it('stores the new password (old one refused) and logs the change without secrets', async () => {
    const { token } = await server.login(DEMO.booker);
    expect((await change(token, DEMO.booker.password, 'Changed#2026')).code).toBe(0);
    expect((await server.call(login, DEMO.booker)).code).toBe(Code.LOGIN_FAILED);
    expect((await server.call(login, { account: 'booker', password: 'Changed#2026' })).code).toBe(0);
    const [op] = await server.query<{ input: Record<string, string>; account: string }>(
      sql`select input, account from operation_log where path = '/system/user/updatePwd' order by id desc limit 1`,
    );
    expect(op).toEqual({ account: 'booker', input: { password: '***', newPassword: '***', repeatPassword: '***' } });
    expect((await change(token, 'Changed#2026', DEMO.booker.password)).code).toBe(0);
  });

  it("refuses to change someone else's password", async () => {
    const { token } = await server.login(DEMO.booker);
    const r = await server.call(
      updatePwd,
      { id: 1, password: enc(DEMO.booker.password), newPassword: enc('Other@1234'), repeatPassword: enc('Other@1234') },
      { token },
    );
    expect(r.code).toBe(Code.FORBIDDEN);
  });
});

/** The stored tokens of the login whose access token is `token`: kind, expiry and revocation. */
const familyOf = (token: string) =>
  server.query<{ kind: string; expires_at: Date; revoked_at: Date | null; created_at: Date }>(
    sql`select kind, expires_at, revoked_at, created_at from auth_token
    where family = (select family from auth_token where token_hash = ${hashToken(token)}) order by id`,
  );

describe('sessions end', () => {
  const enc = (v: string) => encryptBody(v, server.config.appKey);

  it('a password change ends every other session of the user; the current one stays', async () => {
    const current = await server.login(DEMO.approver);
    const other = await server.login(DEMO.approver);
    const change = (token: string, from: string, to: string) =>
      server.call(updatePwd, { password: enc(from), newPassword: enc(to), repeatPassword: enc(to) }, { token });
    expect((await change(current.token, DEMO.approver.password, 'Session#2026')).code).toBe(0);
    expect((await server.call(getLoginUser, {}, { token: other.token })).code).toBe(Code.SESSION_REVOKED);
    expect((await server.call(refreshToken, { refreshToken: other.refreshToken })).code).toBe(Code.SESSION_REVOKED);
    expect((await familyOf(other.token)).every((t) => t.revoked_at !== null)).toBe(true);
    expect((await server.call(getLoginUser, {}, { token: current.token })).code).toBe(0);
    expect((await familyOf(current.token)).every((t) => t.revoked_at === null)).toBe(true);
    expect((await change(current.token, 'Session#2026', DEMO.approver.password)).code).toBe(0);
  });

  it("an administrator's reset ends every session of the user", async () => {
    const admin = await server.login(DEMO.admin);
    const sessions = [await server.login(DEMO.booker), await server.login(DEMO.booker)];
    const id = await server.idOf(sql`select id from sys_user where account = 'booker'`);
    const pwd = enc(DEMO.booker.password);
    expect(
      (await server.call(userResetPwd, { id, newPassword: pwd, repeatPassword: pwd }, { token: admin.token })).code,
    ).toBe(0);
    for (const s of sessions) {
      expect((await server.call(getLoginUser, {}, { token: s.token })).code).toBe(Code.SESSION_REVOKED);
      expect((await familyOf(s.token)).every((t) => t.revoked_at !== null)).toBe(true);
    }
    const open = await server.query(sql`select id from auth_token where user_id = ${id} and revoked_at is null`);
    expect(open).toHaveLength(0);
    expect((await server.call(getLoginUser, {}, { token: admin.token })).code).toBe(0);
  });

  it("a disabled user's sessions end at once", async () => {
    const admin = await server.login(DEMO.admin);
    const session = await server.login(DEMO.approver);
    const id = await server.idOf(sql`select id from sys_user where account = 'approver'`);
    try {
      expect((await server.call(userChangeStatus, { id, status: 1 }, { token: admin.token })).code).toBe(0);
      const r = await server.call(getLoginUser, {}, { token: session.token });
      expect([r.status, r.code]).toEqual([401, 1130008]);
      expect((await server.call(refreshToken, { refreshToken: session.refreshToken })).code).toBe(Code.SESSION_REVOKED);
      expect(
        await server.query(sql`select id from auth_token where user_id = ${id} and revoked_at is null`),
      ).toHaveLength(0);
    } finally {
      expect((await server.call(userChangeStatus, { id, status: 0 }, { token: admin.token })).code).toBe(0);
    }
  });

  it('after a refresh the old access token stops working', async () => {
    const first = await server.login(DEMO.booker);
    const second = await server.call(refreshToken, { refreshToken: first.refreshToken });
    expect(second.code).toBe(0);
    expect((await server.call(getLoginUser, {}, { token: first.token })).code).toBe(Code.TOKEN_EXPIRED);
    expect((await server.call(getLoginUser, {}, { token: second.data.token })).code).toBe(0);
    const [old] = await server.query<{ expires_at: Date }>(
      sql`select expires_at from auth_token where token_hash = ${hashToken(first.token)}`,
    );
    expect(new Date(old.expires_at).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it(`a login lives at most ${30} days (SESSION_MAX_AGE_DAYS), however often it is refreshed`, async () => {
    const maxAge = server.config.sessionMaxAgeMs;
    expect(maxAge).toBe(30 * 86_400_000);
    const first = await server.login(DEMO.booker);
    const family = await server.one<{ family: string }>(
      sql`select family from auth_token where token_hash = ${hashToken(first.token)}`,
    );
    // The login started 29 days ago: a refresh still works, but its tokens end with the login.
    await server.query(
      sql`update auth_token set created_at = created_at - interval '29 days' where family = ${family!.family}`,
    );
    const started = (await familyOf(first.token))[0]!.created_at;
    const end = new Date(started).getTime() + maxAge;
    const second = await server.call(refreshToken, { refreshToken: first.refreshToken });
    expect(second.code).toBe(0);
    const issued = (await familyOf(first.token)).slice(2);
    expect(issued.map((t) => t.kind)).toEqual(['access', 'refresh']);
    for (const t of issued) expect(new Date(t.expires_at).getTime()).toBeLessThanOrEqual(end);
    // Past the lifetime the refresh token is refused, even one that has not expired yet.
    await server.query(sql`update auth_token set created_at = created_at - interval '2 days', expires_at = now() +
      interval '1 day'
      where family = ${family!.family}`);
    expect((await server.call(refreshToken, { refreshToken: second.data.refreshToken })).code).toBe(
      Code.REFRESH_INVALID,
    );
  });
});
