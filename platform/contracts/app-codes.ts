/**
 * Codes of the applications with a role of their own in the shells (spec §4, §6): the front desk
 * and the terminal's menus, never back-office tabs. A module of constants only, so the apps'
 * first page reads them without the shell contract's schemas (shell.contract.ts re-exports them).
 */

/** Code of the 'front desk' application, which is never a tab (spec §6). */
export const FRONT_DESK_APP = 'frontDesk';

/**
 * Code of the application holding the reservation terminal's menus (admittance:
 * the terminal admits only routes present in the user's menus). Never a tab.
 */
export const TERMINAL_APP = 'terminal';

/** Applications that are never back-office tabs. */
export const NON_TAB_APPS: readonly string[] = [FRONT_DESK_APP, TERMINAL_APP];
