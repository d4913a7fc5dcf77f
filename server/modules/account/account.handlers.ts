/**
 * Handlers of the booker's own account (spec §7 /api/user/updateUserInfo, /api/bind/*): the
 * profile (only the caller's own row, only its four fields, validated per spec §5) and the
 * OpenID Connect binding and sign-in (oidc.service.ts).
 */
import { and, eq } from 'drizzle-orm';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { profileErrors } from '../../../platform/validation/profile';
import * as accountContracts from '../../../platform/contracts/account.contract';
import { sysUser, sysUserBind } from '../../db/schema/index';
import { implement } from '../../plugins/call-handler';
import { recordLogin, startSession } from '../auth/login.service';
import { authorizationUrl, finishAuthorization, oidcSetup } from './oidc.service';
import { operationSummary } from '../../plugins/operation-summary';

/** Registrations of the account module. */
export const accountHandlers = implement(accountContracts, {
  updateUserInfo: async (input, ctx) => {
    const [firstBroken] = Object.values(profileErrors(input, ctx.now));
    if (firstBroken !== undefined) throw new AppError(firstBroken);
    const blankToNull = (v: string | undefined) => (v === undefined ? undefined : v || null);
    const changes = {
      nickName: input.nickName,
      phone: blankToNull(input.phone),
      email: blankToNull(input.email),
      idCard: blankToNull(input.idCard),
    };
    const me = ctx.principal.userId;
    const [before] = await ctx.db
      .select({ nickName: sysUser.nickName, email: sysUser.email })
      .from(sysUser)
      .where(eq(sysUser.id, me));
    await ctx.db
      .update(sysUser)
      .set({ ...changes, updatedAt: ctx.now })
      .where(eq(sysUser.id, me));
    // Phone and ID card stay out of the operation log.
    ctx.audit({ before, after: { nickName: input.nickName, email: input.email } });
    return null;
  },

  bindProvider: async (_input, ctx) => ({
    name: ctx.config.oidc?.name ?? null,
    login: Boolean(ctx.config.oidc) && ctx.settings.loginMode === 0,
  }),

  bindInfo: async (_input, ctx) => {
    const oidc = ctx.config.oidc;
    if (!oidc) return { name: null, boundAt: null };
    const [row] = await ctx.db
      .select({ createdAt: sysUserBind.createdAt })
      .from(sysUserBind)
      .where(and(eq(sysUserBind.userId, ctx.principal.userId), eq(sysUserBind.issuer, oidc.issuer)));
    return { name: oidc.name, boundAt: row?.createdAt.toISOString() ?? null };
  },

  bindUrl: async (_input, ctx) => {
    const oidc = oidcSetup(ctx.config.oidc);
    return { url: await authorizationUrl(ctx.db, oidc, 'bind', ctx.principal.userId, ctx.now) };
  },

  bindLoginUrl: async (_input, ctx) => {
    const oidc = oidcSetup(ctx.config.oidc);
    if (ctx.settings.loginMode !== 0) throw new AppError(Code.OIDC_LOGIN_OFF);
    return { url: await authorizationUrl(ctx.db, oidc, 'login', null, ctx.now) };
  },

  bindCallback: async (input, ctx) => {
    const oidc = oidcSetup(ctx.config.oidc);
    const me = ctx.principal.userId;
    const subject = await finishAuthorization(ctx.db, oidc, input.query, 'bind', me, ctx.now);
    await ctx.db.transaction(async (tx) => {
      const [holder] = await tx
        .select({ userId: sysUserBind.userId })
        .from(sysUserBind)
        .where(and(eq(sysUserBind.issuer, oidc.issuer), eq(sysUserBind.subject, subject)))
        .for('update');
      if (holder && holder.userId !== me) throw new AppError(Code.OIDC_SUBJECT_TAKEN, { provider: oidc.name });
      if (holder) return;
      // Binding again replaces the caller's earlier account of this provider; the unique
      // (issuer, subject) index refuses a concurrent binding of the same account.
      await tx.delete(sysUserBind).where(and(eq(sysUserBind.userId, me), eq(sysUserBind.issuer, oidc.issuer)));
      const inserted = await tx
        .insert(sysUserBind)
        .values({ userId: me, issuer: oidc.issuer, subject })
        .onConflictDoNothing()
        .returning({ id: sysUserBind.id });
      if (!inserted.length) throw new AppError(Code.OIDC_SUBJECT_TAKEN, { provider: oidc.name });
    });
    return { name: oidc.name };
  },

  bindLogin: async (input, ctx) => {
    let userId: number | null = null;
    let account = '';
    let outcome: number = Code.SERVER_ERROR;
    try {
      const oidc = oidcSetup(ctx.config.oidc);
      if (ctx.settings.loginMode !== 0) throw new AppError(Code.OIDC_LOGIN_OFF);
      const subject = await finishAuthorization(ctx.db, oidc, input.query, 'login', null, ctx.now);
      const [user] = await ctx.db
        .select({ id: sysUser.id, account: sysUser.account, status: sysUser.status })
        .from(sysUserBind)
        .innerJoin(sysUser, eq(sysUser.id, sysUserBind.userId))
        .where(and(eq(sysUserBind.issuer, oidc.issuer), eq(sysUserBind.subject, subject)));
      if (!user) throw new AppError(Code.OIDC_NOT_BOUND, { provider: oidc.name });
      userId = user.id;
      account = user.account;
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

  bindUnbind: async (_input, ctx) => {
    const oidc = oidcSetup(ctx.config.oidc);
    const removed = await ctx.db
      .delete(sysUserBind)
      .where(and(eq(sysUserBind.userId, ctx.principal.userId), eq(sysUserBind.issuer, oidc.issuer)))
      .returning({ subject: sysUserBind.subject });
    ctx.audit({
      summary: removed.length
        ? operationSummary('accountUnbound', { provider: oidc.name })
        : operationSummary('nothingToUnbind'),
    });
    return null;
  },
});
