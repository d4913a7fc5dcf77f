/** The back office's adjustment (调课) dialog of a group class or a private session (docs/fitness-coaches.md). */
export { AdjustDialog, adjustInput, campusLocalOf, type AdjustDialogProps, type AdjustTarget } from './adjust-dialog';
