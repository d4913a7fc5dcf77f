/**
 * What the access log shows of a request: Fastify's own `req` fields (method, url, host,
 * remote address and port), with credentials in the address removed. A calendar feed
 * address (`/calendar/<token>.ics`, server/modules/message/calendar.route.ts) is a
 * credential, and log lines travel further than the database: whatever follows
 * `/calendar/` is logged as `[redacted]`.
 */

/** The fields of a request the serializer reads (Fastify passes its request object). */
interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** `url` with whatever follows `/calendar/` up to the query replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(/\/calendar\/[^?#]*/gi, '/calendar/[redacted]');
}

/** Fastify's `serializers.req`: the default fields, the URL redacted (redactUrl). */
export function requestLogFields(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
