/**
 * Builds the replay guard REPLAY_STORE names (server/config.ts, docs/operations.md).
 */
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { ReplayGuard } from './replay-guard';
import { MemoryReplayGuard } from './replay-memory';
import { connectReplayRedis } from './replay-redis';
import { TableReplayGuard } from './replay-table';

/**
 * The store of `config.replay`.
 * @param log where the store's failures go (a failed prune, a lost Redis connection)
 * @throws Error when REPLAY_STORE=redis and Redis cannot be reached at start
 */
export async function createReplayGuard(
  config: Pick<Config, 'replay'>,
  db: Db,
  log: (err: unknown, what: string) => void,
): Promise<ReplayGuard> {
  const { replay } = config;
  switch (replay.store) {
    case 'memory':
      return new MemoryReplayGuard();
    case 'table':
      return new TableReplayGuard(db, (err) => log(err, 'pruning nonces failed'));
    case 'redis':
      return connectReplayRedis({ url: replay.redisUrl, onError: (err) => log(err, 'replay guard: Redis failed') });
  }
}
