/**
 * Choosing the people of a booking, for any feature: the participant picker,
 * the user search box it is built from (also used by /favorites), the list's pure steps
 * and the spec §9 debounce.
 */
export { ParticipantPicker, type ParticipantPickerProps } from './participant-picker';
export { UserSearchField, type UserSearchFieldProps } from './user-search-field';
export {
  addGuest,
  addUsers,
  countProblem,
  isGuestPhone,
  removeAt,
  toggleLeader,
  type PickedParticipant,
} from './participants';
export { useDebouncedValue, DEBOUNCE_MS } from './use-debounced-value';
