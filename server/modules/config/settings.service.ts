/**
 * Settings that change without a restart (`sys_config` rows: school, loginMode,
 * language, encrypt, title; casServerUrl, casServiceOrigins; selfApproval), read through a short cache so every
 * request may consult
 * them cheaply. Several processes each cache for at most `ttlMs`. A missing or malformed
 * row falls back to its default.
 */
import { z } from 'zod';
import type { Db } from '../../db/client';
import { sysConfig } from '../../db/schema/index';
import { SystemConfig } from '../../../platform/contracts/auth.contract';

/**
 * Settings the server reads but never publishes through the systemConfig call (its
 * output schema strips them): the single sign-on (CAS) setup, server/modules/cas/, and
 * whether reviewers may decide their own booking requests (server/modules/audit/).
 */
export const ServerSettings = z.object({
  /** Base URL of the CAS server, e.g. `https://sso.example.edu/cas`; null: not configured. */
  casServerUrl: z.string().url().nullable(),
  /**
   * Origins (`https://host[:port]`) a CAS `service` or logout `redirectUrl` may point to.
   * The first one is our public origin: a bare path such as `/login` resolves against it.
   */
  casServiceOrigins: z.array(z.string().url()),
  /**
   * Whether a reviewer may approve or reject their own booking request (/audit).
   * Off by default: separation of duties, refused with SELF_APPROVAL.
   */
  selfApproval: z.boolean(),
});
export type ServerSettings = z.infer<typeof ServerSettings>;

/** The current settings: the shape of the systemConfig call plus the server-only ones. */
export type Settings = SystemConfig & ServerSettings;

/** Values used when a row is missing or malformed. */
const DEFAULTS: Settings = {
  school: 0,
  loginMode: 0,
  language: 0,
  encrypt: false,
  title: 'Venueflow',
  casServerUrl: null,
  casServiceOrigins: [],
  selfApproval: false,
};
const FIELDS: Record<string, z.ZodType> = { ...SystemConfig.shape, ...ServerSettings.shape };

/** Bumped by {@link settingsChanged}; a cache filled under an older generation is stale. */
let generation = 0;

/**
 * Marks every SettingsService of this process stale: the next `get` re-reads `sys_config`.
 * Call it after an edit of the settings has committed (/systemConfig).
 */
export function settingsChanged(): void {
  generation += 1;
}

/** Reads `sys_config` at most once per `ttlMs` (default 3 s). */
export class SettingsService {
  private cached: { value: Settings; at: number; generation: number } | null = null;
  private loading: { generation: number; promise: Promise<Settings> } | null = null;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 3000,
  ) {}

  /**
   * The settings, from the cache when fresh. Uses the root database: never await it
   * inside a transaction of the same database (PGlite has a single connection).
   */
  async get(): Promise<Settings> {
    if (this.cached && this.cached.generation === generation && Date.now() - this.cached.at < this.ttlMs)
      return this.cached.value;
    // A load started before the last settingsChanged() may hold old values: start another.
    let loading = this.loading;
    if (loading?.generation !== generation) {
      const started = { generation, promise: this.load() };
      started.promise
        .finally(() => {
          if (this.loading === started) this.loading = null;
        })
        .catch(() => undefined);
      this.loading = loading = started;
    }
    return loading.promise;
  }

  /** Forgets the cached values; the next `get` reads the table. */
  invalidate(): void {
    this.cached = null;
  }

  private async load(): Promise<Settings> {
    const loadedGeneration = generation;
    const rows = await this.db.select().from(sysConfig);
    const value: Record<string, unknown> = { ...DEFAULTS };
    for (const row of rows) {
      const field = Object.hasOwn(FIELDS, row.key) ? FIELDS[row.key] : undefined;
      if (field?.safeParse(row.value).success) value[row.key] = row.value;
    }
    this.cached = { value: value as Settings, at: Date.now(), generation: loadedGeneration };
    return value as Settings;
  }
}
