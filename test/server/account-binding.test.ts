/**
 * The booker's own account (spec §7 /api/user/updateUserInfo, /api/bind/*), against a real
 * OpenID Connect provider on loopback (oidc-provider): binding end to end (authorization URL,
 * the provider's login and consent, callback, bound), a forged or foreign state refused, a
 * provider account bound to someone else refused, unbinding, signing in with the bound account
 * (and refusing an unbound one); updateUserInfo validates and changes only the caller's row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bindCallback,
  bindInfo,
  bindLogin,
  bindLoginUrl,
  bindProvider,
  bindUnbind,
  bindUrl,
  updateUserInfo,
} from '../../platform/contracts/account.contract';
import { getLoginUser } from '../../platform/contracts/auth.contract';
import { Code } from '../../platform/protocol/codes';
import { DEMO, sql, startTestServer, type TestServer } from './harness';
import { signInAt, startTestProvider, type TestProvider } from './oidc-test-provider';

let provider: TestProvider;
let server: TestServer;
let booker: string;
let admin: string;

beforeAll(async () => {
  provider = await startTestProvider();
  server = await startTestServer({ env: provider.env });
  [booker, admin] = await Promise.all([DEMO.booker, DEMO.admin].map((who) => server.login(who).then((p) => p.token)));
});
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

const bindings = () =>
  server.query(
    sql`select u.account, b.issuer, b.subject
        from sys_user_bind b join sys_user u on u.id = b.user_id order by u.account`,
  );

/** Starts a binding as `token`, signs in at the provider as `sub`, and answers the callback's result. */
async function bindAs(token: string, sub: string) {
  const started = await server.call(bindUrl, {}, { token });
  expect(started.code).toBe(0);
  return server.call(bindCallback, { query: await signInAt(started.data.url, sub) }, { token });
}

describe('binding a provider account', () => {
  it('names the provider, and shows the account unbound at first', async () => {
    expect((await server.call(bindProvider, {})).data).toEqual({ name: 'Campus ID', login: true });
    expect((await server.call(bindInfo, {}, { token: booker })).data).toEqual({ name: 'Campus ID', boundAt: null });
  });

  it('asks for the code flow with PKCE, state and nonce, and binds the sub after the callback', async () => {
    const started = await server.call(bindUrl, {}, { token: booker });
    const url = new URL(started.data.url);
    expect(url.origin).toBe(provider.issuer);
    expect(
      Object.fromEntries(
        ['response_type', 'client_id', 'scope', 'code_challenge_method'].map((k) => [k, url.searchParams.get(k)]),
      ),
    ).toEqual({
      response_type: 'code',
      client_id: 'venueflow',
      scope: 'openid',
      code_challenge_method: 'S256',
    });
    for (const k of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(k)).toMatch(/^[\w-]{32,}$/);
    // Only the state's hash is stored.
    const state = url.searchParams.get('state')!;
    expect(await server.query(sql`select 1 from sys_oidc_state where state_hash = ${state}`)).toEqual([]);

    const done = await server.call(bindCallback, { query: await signInAt(url.href, 'alice') }, { token: booker });
    expect([done.code, done.data]).toEqual([0, { name: 'Campus ID' }]);
    expect(await bindings()).toEqual([{ account: 'booker', issuer: provider.issuer, subject: 'alice' }]);
    expect((await server.call(bindInfo, {}, { token: booker })).data.boundAt).toEqual(expect.any(String));
  });

  it('refuses a forged state, a used one and one started by another user, binding nothing', async () => {
    const forged = await server.call(bindCallback, { query: '?code=abc&state=forged-state' }, { token: admin });
    expect(forged.code).toBe(Code.OIDC_STATE_INVALID);

    // The admin's own flow, replayed by the booker: the state is the admin's.
    const started = await server.call(bindUrl, {}, { token: admin });
    const query = await signInAt(started.data.url, 'carol');
    expect((await server.call(bindCallback, { query }, { token: booker })).code).toBe(Code.OIDC_STATE_INVALID);
    // …and a state is not accepted for signing in either.
    expect((await server.call(bindLogin, { query })).code).toBe(Code.OIDC_STATE_INVALID);

    const again = await bindAs(admin, 'dave');
    expect(again.code).toBe(0);
    const used = await server.query<{ n: number }>(sql`select count(*)::int as n from sys_oidc_state`);
    expect(used).toEqual([{ n: 1 }]); // the admin's first state, consumed by nobody
    await server.call(bindUnbind, {}, { token: admin });
    expect(await bindings()).toEqual([{ account: 'booker', issuer: provider.issuer, subject: 'alice' }]);
  });

  it('refuses a callback replayed: its state is single-use', async () => {
    const started = await server.call(bindUrl, {}, { token: admin });
    const query = await signInAt(started.data.url, 'erin');
    expect((await server.call(bindCallback, { query }, { token: admin })).code).toBe(0);
    // The same callback again: its state is gone.
    expect((await server.call(bindCallback, { query }, { token: admin })).code).toBe(Code.OIDC_STATE_INVALID);
    await server.call(bindUnbind, {}, { token: admin });
  });

  it("refuses a provider account already bound to someone else, keeping the first user's binding", async () => {
    const taken = await bindAs(admin, 'alice');
    expect([taken.code, taken.msg]).toEqual([Code.OIDC_SUBJECT_TAKEN, expect.stringContaining('Campus ID')]);
    expect(await bindings()).toEqual([{ account: 'booker', issuer: provider.issuer, subject: 'alice' }]);
  });
});

describe('signing in with a bound account', () => {
  it('signs in the user the sub is bound to, with a normal token pair and a login-log row', async () => {
    const started = await server.call(bindLoginUrl, {});
    expect(started.code).toBe(0);
    const signedIn = await server.call(bindLogin, { query: await signInAt(started.data.url, 'alice') });
    expect(signedIn.code).toBe(0);
    expect(signedIn.data).toEqual({ token: expect.any(String), refreshToken: expect.any(String) });
    const me = await server.call(getLoginUser, {}, { token: signedIn.data.token });
    expect(me.data.account).toBe('booker');
    expect(await server.query(sql`select account, outcome from login_log order by id desc limit 1`)).toEqual([
      { account: 'booker', outcome: 0 },
    ]);
  });

  it('refuses an unbound provider account with a clear message', async () => {
    const started = await server.call(bindLoginUrl, {});
    const refused = await server.call(
      bindLogin,
      { query: await signInAt(started.data.url, 'mallory') },
      { lang: 'EN' },
    );
    expect(refused.code).toBe(Code.OIDC_NOT_BOUND);
    expect(refused.msg).toMatch(/Campus ID/);
  });

  it('is off outside login mode 0', async () => {
    await server.query(sql`insert into sys_config (key, value) values ('loginMode', '1'::jsonb)
      on conflict (key) do update set value = excluded.value`);
    try {
      expect((await server.call(bindProvider, {})).data.login).toBe(false);
      expect((await server.call(bindLoginUrl, {})).code).toBe(Code.OIDC_LOGIN_OFF);
    } finally {
      await server.query(sql`update sys_config set value = '0'::jsonb where key = 'loginMode'`);
    }
  });

  it('unbinds: the binding is gone and the account no longer signs in', async () => {
    expect((await server.call(bindUnbind, {}, { token: booker })).code).toBe(0);
    expect(await bindings()).toEqual([]);
    const started = await server.call(bindLoginUrl, {});
    const refused = await server.call(bindLogin, { query: await signInAt(started.data.url, 'alice') });
    expect(refused.code).toBe(Code.OIDC_NOT_BOUND);
  });
});

describe('updateUserInfo', () => {
  const profile = (account: string) =>
    server.one(sql`select nick_name, phone, email, id_card from sys_user where account = ${account}`);

  it("changes the caller's own nick name, phone, e-mail and ID card", async () => {
    const adminBefore = await profile('admin');
    const r = await server.call(
      updateUserInfo,
      { nickName: '  Court King ', phone: '13812345678', email: 'booker@example.com', idCard: '11010519491231002x' },
      { token: booker },
    );
    expect(r.code).toBe(0);
    expect(await profile('booker')).toEqual({
      nick_name: 'Court King',
      phone: '13812345678',
      email: 'booker@example.com',
      id_card: '11010519491231002X',
    });
    expect(await profile('admin')).toEqual(adminBefore);
    // An absent field is kept, an empty one cleared.
    await server.call(updateUserInfo, { email: '' }, { token: booker });
    expect(await profile('booker')).toMatchObject({ nick_name: 'Court King', phone: '13812345678', email: null });
  });

  it.each([
    [{ phone: '1381234567' }, Code.PROFILE_PHONE_INVALID, '手机号'],
    [{ email: 'not-an-address' }, Code.PROFILE_EMAIL_INVALID, '邮箱'],
    [{ idCard: '110105194913310021' }, Code.PROFILE_ID_CARD_INVALID, '身份证'],
  ])('refuses %j with a localized message and changes nothing', async (input, code, word) => {
    const before = await profile('booker');
    const r = await server.call(updateUserInfo, { nickName: 'Changed', ...input }, { token: booker, lang: 'CN' });
    expect([r.code, r.msg]).toEqual([code, expect.stringContaining(word)]);
    expect(await profile('booker')).toEqual(before);
  });

  it("refuses another user's id, roles or any other field, changing nothing", async () => {
    const admin = await server.idOf(sql`select id from sys_user where account = 'admin'`);
    const before = await server.query(sql`select * from sys_user order by id`);
    const roles = await server.query(sql`select * from sys_user_role order by user_id, role_id`);
    for (const extra of [{ id: admin }, { roles: ['admin'] }, { account: 'admin' }, { status: 1 }]) {
      const r = await server.call(updateUserInfo, { nickName: 'Hacker', ...extra } as never, { token: booker });
      expect(r.code).toBe(Code.BAD_REQUEST);
    }
    expect(await server.query(sql`select * from sys_user order by id`)).toEqual(before);
    expect(await server.query(sql`select * from sys_user_role order by user_id, role_id`)).toEqual(roles);
  });

  it('needs a session', async () => {
    expect((await server.call(updateUserInfo, { nickName: 'x' })).status).toBe(401);
  });
});
