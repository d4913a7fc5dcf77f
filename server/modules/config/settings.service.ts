/**
 * Settings that change without a restart (`sys_config` rows: school, loginMode,
 * language, encrypt, title), read through a short cache so every request may consult
 * them cheaply. Several processes each cache for at most `ttlMs`. A missing or malformed
 * row falls back to its default.
 */
import type { Db } from '../../db/client';
import { sysConfig } from '../../db/schema/index';
import { SystemConfig } from '../../../platform/contracts/auth.contract';

/** The current settings (the shape of the systemConfig call). */
export type Settings = SystemConfig;

/** Values used when a row is missing or malformed. */
const DEFAULTS: Settings = { school: 0, loginMode: 0, language: 0, encrypt: false, title: 'Venueflow' };

/** Reads `sys_config` at most once per `ttlMs` (default 3 s). */
export class SettingsService {
  private cached: { value: Settings; at: number } | null = null;
  private loading: Promise<Settings> | null = null;

  constructor(private readonly db: Db, private readonly ttlMs = 3000) {}

  /**
   * The settings, from the cache when fresh. Uses the root database: never await it
   * inside a transaction of the same database (PGlite has a single connection).
   */
  async get(): Promise<Settings> {
    if (this.cached && Date.now() - this.cached.at < this.ttlMs) return this.cached.value;
    this.loading ??= this.load().finally(() => { this.loading = null; });
    return this.loading;
  }

  /** Forgets the cached values; the next `get` reads the table. */
  invalidate(): void {
    this.cached = null;
  }

  private async load(): Promise<Settings> {
    const rows = await this.db.select().from(sysConfig);
    const value: Record<string, unknown> = { ...DEFAULTS };
    for (const row of rows) {
      const field = SystemConfig.shape[row.key as keyof Settings];
      if (field?.safeParse(row.value).success) value[row.key] = row.value;
    }
    this.cached = { value: value as Settings, at: Date.now() };
    return value as Settings;
  }
}
