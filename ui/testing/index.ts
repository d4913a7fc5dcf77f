/**
 * Test support of the views: {@link renderWithRuntime} (the real runtime on the fake gateway)
 * and the data builders. Imported by *.test.tsx only.
 */
export {
  renderWithRuntime,
  TEST_PASSWORD,
  type RenderWithRuntimeOptions,
  type RenderWithRuntimeResult,
} from './render-with-runtime';
export {
  aCardEvent,
  aClubProfile,
  aPopularPlace,
  aClassBooking,
  aClassRow,
  aWaitlistEntry,
  aCardType,
  aLeaveRequest,
  aConfig,
  aMembershipCard,
  aPrivateSession,
  aTestType,
  aPage,
  aProcessDetail,
  aMenuPage,
  aProcessRow,
  aLedgerRow,
  noProcessActions,
  aReservation,
  aReservationDetail,
  aRule,
  aScene,
  aSite,
  aSlot,
  aTrainGroup,
  aTrainRegistration,
  aTrainSession,
  aTrainToken,
  aUser,
  anAdmin,
  at,
  dayFromToday,
  aGate,
  aGatePass,
  aSignIn,
  aWhitelistEntry,
} from './builders';
export { refuse } from '../../platform/session/fake-gateway';
export { createHeldCalls, type HeldCalls } from './held-calls';
