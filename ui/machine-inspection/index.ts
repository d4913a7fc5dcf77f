/** Live inspection of the app's actors for the back office's machine gallery (`?inspect`). */
export { INSPECT_PARAM, startOpenerInspection, toCloneable } from './opener-inspection';
