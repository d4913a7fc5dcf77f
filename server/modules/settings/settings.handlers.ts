/** Handlers of platform/contracts/settings.contract.ts: dictionaries, settings, text overrides, flexible menu. */
import * as settingsContracts from '../../../platform/contracts/settings.contract';
import { implement } from '../../plugins/call-handler';
import { configHandlers } from './config.handlers';
import { dictionaryHandlers } from './dict.handlers';
import { flexibleMenuHandlers } from './flexible-menu.handlers';
import { languageHandlers } from './language.handlers';

/** Registrations of the settings module (each call must have a handler: a compile error otherwise). */
export const settingsHandlers = implement(settingsContracts, {
  ...dictionaryHandlers,
  ...configHandlers,
  ...languageHandlers,
  ...flexibleMenuHandlers,
});
