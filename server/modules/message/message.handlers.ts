/**
 * Handlers of platform/contracts/message.contract.ts: the caller's messages
 * (rendered in the caller's language), the unread count, marking read, an administrator's
 * message about a booking (/resvMsg/save) and the calendar feed's address.
 */
import { filterText } from '../word-filter/word-filter';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { MessageKind } from '../../../platform/contracts/message.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { offsetOf, pageResult } from '../../db/paging';
import { reservation, userMessage } from '../../db/schema/index';
import * as messageContracts from '../../../platform/contracts/message.contract';
import { implement } from '../../plugins/call-handler';
import { scopeCondition } from '../org/data-scope';
import { toWireTime } from '../reserve/campus-time';
import { feedPath, feedToken, rotateToken } from './calendar.service';
import { notifyBookings, renderMessage } from './message.service';
import { messageLink } from './order-messages';
import { operationSummary } from '../../plugins/operation-summary';

/** Time zone of the messages' times on the wire (DESIGN.md §6 default). */
const MESSAGE_TIME_ZONE = 'Asia/Shanghai';

/** Registrations of the message module. */
export const messageHandlers = implement(messageContracts, {
  messagePage: async (input, ctx) => {
    const me = ctx.principal;
    const mine = eq(userMessage.userId, me.userId);
    const rows = await ctx.db
      .select()
      .from(userMessage)
      .where(mine)
      .orderBy(desc(userMessage.createdAt), desc(userMessage.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(userMessage).where(mine);
    return pageResult(
      rows.map((r) => ({
        id: r.id,
        kind: r.kind as MessageKind,
        ...renderMessage(r.kind, r.params, ctx.lang),
        reservationId: r.reservationId,
        processId: r.processId,
        link: messageLink(r.kind, r.params),
        read: r.readAt !== null,
        createdAt: toWireTime(r.createdAt, MESSAGE_TIME_ZONE),
      })),
      total,
      input,
    );
  },

  messageUnreadCount: async (_input, ctx) => {
    const me = ctx.principal;
    const [{ n }] = await ctx.db
      .select({ n: count() })
      .from(userMessage)
      .where(and(eq(userMessage.userId, me.userId), isNull(userMessage.readAt)));
    return { count: n };
  },

  updateMessageType: async (input, ctx) => {
    const me = ctx.principal;
    const updated = await ctx.db
      .update(userMessage)
      .set({ readAt: ctx.now })
      .where(
        and(
          eq(userMessage.userId, me.userId),
          isNull(userMessage.readAt),
          'ids' in input ? inArray(userMessage.id, input.ids) : undefined,
        ),
      )
      .returning({ id: userMessage.id });
    ctx.audit({
      summary: operationSummary('messagesMarkedRead', { count: updated.length }),
      after: { ids: updated.map((r) => r.id) },
    });
    return { updated: updated.length };
  },

  resvMsgSave: async (input, ctx) => {
    const me = ctx.principal;
    const scope = await scopeCondition(ctx.db, me, { userId: reservation.userId });
    const [target] = await ctx.db
      .select({ userId: reservation.userId })
      .from(reservation)
      .where(and(eq(reservation.id, input.reservationId), scope));
    if (!target) throw new AppError(Code.RESERVATION_NOT_FOUND, { id: input.reservationId });
    const content = await filterText(ctx.db, input.content);
    const [id] = await notifyBookings(ctx.db, [input.reservationId], 'notice', { by: me.name, content });
    ctx.audit({ after: { id, reservationId: input.reservationId, userId: target.userId, content } });
    return { id };
  },

  calendarUrl: async (_input, ctx) => ({
    path: feedPath(await feedToken(ctx.db, ctx.principal.userId, ctx.config.serverSecret)),
  }),

  calendarReset: async (_input, ctx) => {
    const token = await rotateToken(ctx.db, ctx.principal.userId, ctx.config.serverSecret);
    // The token is a credential: the operation log records that it changed, never its value.
    ctx.audit({ summary: operationSummary('calendarTokenReplaced') });
    return { path: feedPath(token) };
  },
});
