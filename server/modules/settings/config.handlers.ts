/**
 * Handlers of /systemConfig: the settings of `sys_config` with their form
 * metadata, and the edit of one key, validated by the contract's schema registry
 * (CONFIG_SCHEMAS). An edit applies without a restart: once its transaction has ended,
 * every settings cache of the process is marked stale (settingsChanged).
 */
import { eq } from 'drizzle-orm';
import { CONFIG_KEYS, type ConfigEntry, type ConfigKey } from '../../../platform/contracts/settings.contract';
import { sysConfig } from '../../db/schema/index';
import * as settingsContracts from '../../../platform/contracts/settings.contract';
import type { PartialHandlersOf } from '../../plugins/call-handler';
import { settingsChanged, type Settings } from '../config/settings.service';

/** The form entry of `key` showing `value` (a cleared `casServerUrl`, stored null, shows as ''). */
function entryOf(key: ConfigKey, value: unknown): ConfigEntry {
  const meta = CONFIG_KEYS.find((k) => k.key === key)!;
  return {
    key,
    value: key === 'casServerUrl' ? (value ?? '') : value,
    type: meta.type,
    topic: meta.topic,
    ...(meta.options ? { options: meta.options } : {}),
    descriptionKey: `settingsAdmin:config.${key}.help`,
  };
}

/** The handlers of /systemConfig: a part, implemented with the module's rest. */
export const configHandlers = {
  configPage: async (_input, ctx) => CONFIG_KEYS.map(({ key }) => entryOf(key, ctx.settings[key as keyof Settings])),

  configEdit: async ({ key, value }, ctx) => {
    const stored = key === 'casServerUrl' && value === '' ? null : value;
    const [before] = await ctx.db.select().from(sysConfig).where(eq(sysConfig.key, key));
    if (stored === null) {
      await ctx.db.delete(sysConfig).where(eq(sysConfig.key, key)); // a missing row reads as its default, null
    } else {
      await ctx.db
        .insert(sysConfig)
        .values({ key, value: stored, updatedAt: ctx.now })
        .onConflictDoUpdate({ target: sysConfig.key, set: { value: stored, updatedAt: ctx.now } });
    }
    ctx.audit({ before: { key, value: before ? before.value : null }, after: { key, value: stored } });
    ctx.afterwards(async () => settingsChanged());
    return entryOf(key, stored);
  },
} satisfies PartialHandlersOf<typeof settingsContracts>;
