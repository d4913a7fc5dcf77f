/**
 * Handlers of the single sign-on calls (spec §7 /cas/*, CAS 3.0): the CAS login URL for a
 * return address, the configured CAS servers, ticket → our token pair (with its login-log
 * row), and logout (our session revoked, the CAS logout URL answered).
 */
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import * as casContracts from '../../../platform/contracts/cas.contract';
import { implement } from '../../plugins/call-handler';
import { endSession, findUserByAccount, recordLogin, startSession } from '../auth/login.service';
import { casSetup, casUrl, resolveReturnAddress, validateTicket } from './cas.service';

/** Registrations of the cas module. */
export const casHandlers = implement(casContracts, {
  casAddress: async (input, ctx) => {
    const setup = casSetup(ctx.settings);
    const service = resolveReturnAddress(input.service, setup.origins);
    return { loginUrl: casUrl(setup.serverUrl, '/login', { service }) };
  },

  casAddressList: async (input, ctx) => {
    if (ctx.settings.loginMode !== 1 || !ctx.settings.casServerUrl) return [];
    const setup = casSetup(ctx.settings);
    const service = input.service ? resolveReturnAddress(input.service, setup.origins) : null;
    const loginUrl = service ? casUrl(setup.serverUrl, '/login', { service }) : `${setup.serverUrl}/login`;
    return [{ name: new URL(setup.serverUrl).host, loginUrl }];
  },

  casToken: async (input, ctx) => {
    let account = '';
    let userId: number | null = null;
    let outcome: number = Code.SERVER_ERROR;
    try {
      const setup = casSetup(ctx.settings);
      const service = resolveReturnAddress(input.service, setup.origins);
      account = await validateTicket(setup, service, input.ticket);
      const user = await findUserByAccount(ctx.db, account);
      if (!user) throw new AppError(Code.CAS_USER_UNKNOWN, { account });
      userId = user.id;
      if (user.status !== 0) throw new AppError(Code.ACCOUNT_DISABLED);
      const pair = await startSession(ctx.db, user.id, ctx.now, ctx.config.sessionMaxAgeMs);
      outcome = Code.OK;
      return pair;
    } catch (err) {
      if (err instanceof AppError) outcome = err.code;
      throw err;
    } finally {
      const attempt = { account, userId, ip: ctx.ip, userAgent: ctx.userAgent, outcome };
      ctx.afterwards((db) => recordLogin(db, attempt));
    }
  },

  casLogout: async (input, ctx) => {
    let logoutUrl: string;
    try {
      const setup = casSetup(ctx.settings);
      logoutUrl = casUrl(setup.serverUrl, '/logout', {
        service: resolveReturnAddress(input.redirectUrl, setup.origins),
      });
    } catch (err) {
      // Refused (SSO off, return address not ours): the session still ends (spec §4).
      const token = ctx.token;
      if (token) ctx.afterwards((db) => endSession(db, token, ctx.now));
      throw err;
    }
    const ended = ctx.token ? await endSession(ctx.db, ctx.token, ctx.now) : null;
    if (ended) ctx.audit({ actor: ended });
    return { logoutUrl };
  },
});
