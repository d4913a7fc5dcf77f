/** Settings the gate's page tests serve (the server's defaults, written out: the page does not import the server). */
import type { ClubSettings } from '../../platform/contracts/club-gate.contract';

/** The club's default settings as /fitnessConfig receives them. */
export const DEFAULT_SETTINGS_FOR_TEST: ClubSettings = {
  debtAtGate: 'warn',
  reentryMinutes: 240,
  openAt: '06:00',
  closeAt: '22:00',
};
