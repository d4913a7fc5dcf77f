/** Handlers of platform/contracts/settings.contract.ts: dictionaries, settings, text overrides, flexible menu. */
import type { Registration } from '../../plugins/call-handler';
import { configHandlers } from './config.handlers';
import { dictionaryHandlers } from './dict.handlers';
import { flexibleMenuHandlers } from './flexible-menu.handlers';
import { languageHandlers } from './language.handlers';

/** Registrations of the settings module. */
export const settingsHandlers: Registration[] = [...dictionaryHandlers, ...configHandlers, ...languageHandlers, ...flexibleMenuHandlers];
