/**
 * `GET /calendar/<token>.ics`: the personal calendar feed for calendar
 * applications. A plain route outside /gateway — no signature, no session: the
 * unguessable token in the address is the credential (rotated with
 * /api/user/calendar/reset). Answers `text/calendar` (RFC 5545), or 404 for an unknown
 * or malformed token and for a disabled user's. Places are named in the language of the `lang` query
 * parameter (CN, EN, TC; CN when absent). The access log never shows the token (server/plugins/request-log.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { langOf } from '../../plugins/i18n';
import { buildFeed } from './calendar.service';

/** The file name of a feed: `<token>.ics`, the token as calendar/url issues it (base64url). */
const FEED_FILE = /^([A-Za-z0-9_-]{16,64})\.ics$/;

/** Registers the feed route on `app`, reading from `db`; tokens are checked under `serverSecret`. */
export function registerCalendarFeed(app: FastifyInstance, db: Db, serverSecret: string): void {
  app.get<{ Params: { file: string }; Querystring: { lang?: string } }>('/calendar/:file', async (request, reply) => {
    const token = FEED_FILE.exec(request.params.file)?.[1];
    const feed = token ? await buildFeed(db, token, serverSecret, new Date(), langOf(request.query.lang)) : null;
    if (feed === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('content-disposition', 'inline; filename="venueflow.ics"')
      .send(feed);
  });
}
