/**
 * The catering admin app's shell (/catering/, spec §2 "Catering admin app"): the frame
 * with header, side menu and dropdowns, /blank, the `/` redirect, and the menus and
 * admittance of the front-desk application.
 */
export {
  CateringShell,
  CateringBlankPage,
  CateringHomeRedirect,
  type CateringShellProps,
  type CateringHomeRedirectProps,
} from './catering-shell';
export {
  BLANK_PATH,
  cateringAdmittance,
  useCateringMenus,
  type CateringAdmittance,
  type CateringMenus,
  type CateringPageRoute,
} from './catering-menus';
