/**
 * The `redis` replay store (REPLAY_STORE=redis, the default with DATABASE_URL and REDIS_URL):
 * the nonces in a Redis shared by every server process, one `SET <key> 1 NX PX <retention>` each
 * — Redis expires them itself, nothing to prune.
 *
 * Fails closed: while Redis is out of reach (down, restarting, a command unanswered for
 * {@link COMMAND_TIMEOUT_MS}) every signed request is refused SERVICE_UNAVAILABLE and the outage is
 * logged; the client keeps reconnecting in the background. A start with Redis out of reach fails
 * instead (connectReplayRedis throws): a server that could accept no request at all should not
 * look started, and a wrong REDIS_URL is seen at once.
 */
import { createClient } from '@redis/client';
import { Code } from '../../platform/protocol/codes';
import { AppError } from '../../platform/protocol/envelope';
import { NONCE_RETENTION_MS, type ReplayGuard } from './replay-guard';

/** The default prefix of the nonce keys. */
export const NONCE_KEY_PREFIX = 'venueflow:nonce:';
/** How long a claim waits for Redis before the request is refused, in ms. */
const COMMAND_TIMEOUT_MS = 2_000;
/** How long the first connection may take, in ms. */
const CONNECT_TIMEOUT_MS = 5_000;
/** Longest wait between two reconnection attempts, in ms. */
const MAX_RECONNECT_DELAY_MS = 2_000;

/** What connectReplayRedis needs. */
export interface RedisReplayOptions {
  /** `redis://…` or `rediss://…` (REDIS_URL). */
  url: string;
  /** Logs a lost connection and the first failed claim of an outage (not every refused request). */
  onError: (err: unknown) => void;
  /** Prefix of the keys (tests give each run its own). */
  keyPrefix?: string;
}

/** Claims nonces in Redis. Built by {@link connectReplayRedis}. */
export class RedisReplayGuard implements ReplayGuard {
  /** Redis is shared: whatever any process saw is remembered. */
  readonly rememberedSince = Number.NEGATIVE_INFINITY;
  /** Whether the last claim failed. */
  private failing = false;

  /**
   * @param setNew `SET key 1 NX PX <retention>` on the connection: true when the key was new
   * @param closeClient closes the connection
   */
  constructor(
    private readonly setNew: (key: string) => Promise<boolean>,
    private readonly closeClient: () => Promise<void>,
    private readonly keyPrefix: string,
    private readonly onError: (err: unknown) => void,
  ) {}

  /**
   * Records `nonce` in Redis, which expires it after NONCE_RETENTION_MS.
   * @throws AppError SERVICE_UNAVAILABLE when Redis is not connected or does not answer in time
   */
  async claim(nonce: string, _now: Date): Promise<boolean> {
    try {
      const isNew = await this.setNew(this.keyPrefix + nonce);
      this.failing = false;
      return isNew;
    } catch (err) {
      // One log line per outage, not one per refused request.
      if (!this.failing) this.onError(err);
      this.failing = true;
      throw new AppError(Code.SERVICE_UNAVAILABLE);
    }
  }

  /** Closes the connection (pending claims are answered first). */
  close(): Promise<void> {
    return this.closeClient();
  }
}

/**
 * Connects to Redis at `options.url`. Once connected, a lost connection is retried for ever
 * (claims fail meanwhile); the first connection is not.
 * @throws Error naming REDIS_URL when Redis cannot be reached at start
 */
export async function connectReplayRedis(options: RedisReplayOptions): Promise<RedisReplayGuard> {
  let connected = false;
  const client = createClient({
    url: options.url,
    // Queued commands would wait for a connection that may not come: refuse at once instead.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries, cause) => (connected ? Math.min(50 * 2 ** retries, MAX_RECONNECT_DELAY_MS) : cause),
    },
  });
  // Without a listener an 'error' event would end the process; the claims report their own failures.
  // One line per outage: the reconnection attempts fail again and again meanwhile.
  let down = false;
  client.on('error', (err: Error) => {
    if (connected && !down) options.onError(err);
    down = true;
  });
  client.on('ready', () => {
    down = false;
  });
  try {
    await client.connect();
  } catch (err) {
    if (client.isOpen) client.destroy();
    throw new Error(
      `REPLAY_STORE=redis: cannot reach Redis at REDIS_URL ${redactedUrl(options.url)} (${(err as Error).message}).`,
      { cause: err },
    );
  }
  connected = true;
  const timed = client.withCommandOptions({ timeout: COMMAND_TIMEOUT_MS });
  const setNew = async (key: string) =>
    (await timed.set(key, '1', { condition: 'NX', expiration: { type: 'PX', value: NONCE_RETENTION_MS } })) === 'OK';
  const close = async () => {
    if (client.isOpen) await client.close();
  };
  return new RedisReplayGuard(setNew, close, options.keyPrefix ?? NONCE_KEY_PREFIX, options.onError);
}

/** `url` without its password, for messages. */
function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
