/**
 * The Fastify application (DESIGN.md §1): the API under `/gateway` (one route per
 * contract), its description (`/gateway/openapi.json`, `/gateway/docs`), the personal
 * calendar feeds (`/calendar/<token>.ics`), site photos (`/gateway/media/<id>`) and the
 * built pages. Every API failure is an envelope; nothing answers a bare 500 with a stack.
 * Every answer carries the security headers (server/plugins/security-headers.ts).
 * With `INSPECT=ws` it also starts the Stately inspector of its machines (server/inspection/).
 */
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { allContracts, type CallContract } from '../platform/contracts/index';
import type { Config } from './config';
import type { Db } from './db/client';
import { allHandlers } from './modules/index';
import { registerCalendarFeed } from './modules/message/calendar.route';
import { registerMediaRoute } from './modules/venue-extras/media.route';
import { registerAttachmentRoute } from './modules/workflow/attachment.route';
import { SettingsService } from './modules/config/settings.service';
import { registerApiDocs } from './plugins/api-docs';
import type { Registration } from './plugins/call-handler';
import { sendEnvelope } from './plugins/envelope-reply';
import { errorEnvelope } from './plugins/errors';
import { gatewayPlugin } from './plugins/gateway';
import { langOf } from './plugins/i18n';
import { requestLogFields } from './plugins/request-log';
import { createReplayGuard } from './plugins/replay-store';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerRateLimits } from './plugins/rate-limits';
import { registerStaticPages } from './plugins/static-pages';
import { writeGateOf } from './plugins/write-gate';
import { startWsInspector } from './inspection/ws-inspector';

/** The built pages (`npm run build`): `<repo>/dist`. */
export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

/** What the application is built from. */
export interface AppOptions {
  config: Config;
  db: Db;
  /** Folder of the built pages (default `<repo>/dist`). */
  distDir?: string;
  /** The calls to serve (default: every contract). */
  contracts?: readonly CallContract[];
  /** Their handlers (default: every module's). */
  handlers?: readonly Registration[];
  /** How long runtime settings are cached, in ms (default 3000; tests use 0). */
  settingsTtlMs?: number;
  /**
   * Mutating calls of this process that run at once, the rest waiting in line
   * (server/plugins/write-gate.ts; `writeSlotsOf(database)`); default null, no line.
   */
  writeSlots?: number | null;
  /** Where log lines (JSON, one per line) go; default standard output. Tests capture them. */
  logStream?: { write(line: string): void };
}

/**
 * Fastify's `trustProxy` for the TRUST_PROXY setting. A hop count becomes a function that
 * trusts the nearest `n` hops whatever their address (Fastify itself refuses numbers): only
 * for a server that the proxies alone can reach.
 */
function trustProxyOption(
  trust: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/**
 * Builds the application, ready for `listen` or `inject`.
 * @throws Error when a contract has no handler (or a handler no contract), or when REPLAY_STORE=redis
 *   and Redis cannot be reached.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: requestLogFields },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: trustProxyOption(config.trustProxy),
    // A client that sends its headers or body too slowly, or stalls, is cut off (408 and
    // close) instead of holding a socket: Node checks the deadlines every
    // connectionsCheckingInterval, so that is a tenth of the deadline (at most 5 s).
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(5_000, Math.max(10, Math.floor(config.requestTimeoutMs / 10))),
    },
  });
  await registerSecurityHeaders(app, config.hstsMaxAge);
  const settings = new SettingsService(db, options.settingsTtlMs);
  const nonces = await createReplayGuard(config, db, (err, what) => app.log.error({ err }, what));
  app.addHook('onClose', () => nonces.close());
  const limit = await registerRateLimits(app, db, config.rateLimit);
  const gateway = gatewayPlugin({
    config,
    db,
    settings,
    nonces,
    limit,
    writeGate: writeGateOf(options.writeSlots ?? null),
    contracts: options.contracts ?? allContracts,
    registrations: options.handlers ?? allHandlers,
  });

  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : json(request, String(body), done),
  );

  app.setErrorHandler(async (err, request, reply) => {
    const envelope = errorEnvelope(err, langOf(request.headers.lang), request.log);
    const encrypt = await settings.get().then(
      (s) => s.encrypt,
      () => false,
    );
    return sendEnvelope(reply, envelope, encrypt, config.appKey);
  });

  await app.register(gateway, { prefix: '/gateway' });
  registerApiDocs(app, options.contracts ?? allContracts);
  registerCalendarFeed(app, db, config.serverSecret);
  registerMediaRoute(app, db);
  registerAttachmentRoute(app, db);
  await registerStaticPages(app, options.distDir ?? DEFAULT_DIST_DIR);
  if (config.inspect) {
    const inspector = await startWsInspector(config.inspect.port);
    app.addHook('onClose', async () => inspector.stop());
    app.log.info(`INSPECT=ws: the machines of this server are shown at ${inspector.pageUrl}`);
  }
  return app;
}
