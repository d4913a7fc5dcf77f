/**
 * Process caches of the configurations every booking reads (closures, reservation rules, the booker's
 * organisations, roles and temporary identity, notices, quota rules), validated by version rows.
 *
 * `config_version` (migration 0036) holds one row per configuration; a statement-level trigger on every table
 * behind it gives the row a new random stamp in the same transaction as the change — whoever writes (the API, a
 * migration, a seed, psql). A call reads the stamps once ({@link configVersions}; a booking folds the read into its
 * site read and {@link rememberConfigVersions}), and a cache answers only under the stamp it was filled under, so a
 * change counts on the next call in every process (WORKERS > 1, PGlite alike), with no time-to-live.
 *
 * Why this is exact: a value is loaded after the stamps were read, with the same connection, so it is never older
 * than its stamp; at worst it is newer (a change committed in between), and then the next call reads the new stamp
 * and drops it. Stamps are random UUIDs, never reused: values loaded under a stamp that a rolled-back transaction
 * wrote, or under another database's stamp, never match again.
 */
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

/** The configurations with a version row (the `name` column of `config_version`). */
export type ConfigName = 'closure' | 'rule' | 'booker' | 'notice' | 'quota';

/** The stamp of each configuration, as read in one statement. */
export type ConfigVersions = Readonly<Partial<Record<ConfigName, string>>>;

/** SQL: every configuration's stamp as one JSON object `{ name: stamp }` (a column of another statement). */
export const configVersionsSql = sql<ConfigVersions>`(select json_object_agg(name, stamp) from config_version)`;

/** Stamps read in a call's transaction, by its database handle (see {@link rememberConfigVersions}). */
const remembered = new WeakMap<Db, ConfigVersions>();

/**
 * Keeps `versions`, read with `db` by a statement the call makes anyway (e.g. the booking's site read), for
 * {@link loadConfigVersions} and {@link cachedConfig} on the same handle, when `db` is the call's own transaction
 * (which lives no longer than the call); on any other handle it keeps nothing.
 */
export function rememberConfigVersions(db: Db, versions: ConfigVersions): void {
  if (isTransaction(db)) remembered.set(db, versions);
}

/**
 * Whether `db` is a transaction: only a transaction's handle dies with its call, so only there may stamps be
 * remembered (on the root handle they would be remembered for ever, and the caches never checked again).
 */
function isTransaction(db: Db): boolean {
  return db instanceof PgTransaction;
}

/**
 * Makes the configuration caches usable for the rest of a call: reads the stamps (one statement) unless a
 * statement of the call already did ({@link rememberConfigVersions}), and remembers them for `db`, which must be
 * the call's own transaction (a booking, a hold, an extension).
 */
export async function loadConfigVersions(db: Db): Promise<void> {
  if (remembered.has(db) || !isTransaction(db)) return;
  const result = await db.execute(sql`select ${configVersionsSql} as versions`);
  const [row] = (result as unknown as { rows: { versions: ConfigVersions | null }[] }).rows;
  remembered.set(db, row?.versions ?? {});
}

/**
 * The value of `key` from `cache` when the call has its stamps ({@link loadConfigVersions}), else `load()`ed
 * (a call outside the booking path reads as it always did).
 */
export function cachedConfig<V>(db: Db, cache: VersionedCache<V>, key: string, load: () => Promise<V>): Promise<V> {
  const versions = remembered.get(db);
  return versions ? cache.get(versions, key, load) : load();
}

/**
 * Values of one configuration by key, valid while its stamp is unchanged (see the module comment). Bounded:
 * past `maxEntries` keys it starts again empty.
 */
export class VersionedCache<V> {
  private stamp: string | null = null;
  private readonly entries = new Map<string, V>();

  /** `name`: the configuration the values derive from; `maxEntries`: keys kept at most. */
  constructor(
    private readonly name: ConfigName,
    private readonly maxEntries = 10_000,
  ) {}

  /**
   * The value of `key` under `versions`: cached when filled under the same stamp, else `load()`ed (with the
   * call's database handle, after `versions` was read) and kept. Without a stamp (no version row) it always loads.
   */
  async get(versions: ConfigVersions, key: string, load: () => Promise<V>): Promise<V> {
    const stamp = versions[this.name];
    if (stamp === undefined) return load();
    if (stamp !== this.stamp) {
      this.entries.clear();
      this.stamp = stamp;
    }
    if (this.entries.has(key)) return this.entries.get(key)!;
    const value = await load();
    if (this.stamp === stamp) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, value);
    }
    return value;
  }
}
