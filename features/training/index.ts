/** The training courses' terminal pages (docs/training.md). */
export {
  CourseRecordPage,
  OperationRecordPage,
  RegistrationRecordPage,
  TrainDetailPage,
  TrainHelpPage,
  TrainPage,
  TrainReservePage,
  TrainTypePage,
} from './member-pages';
export {
  CoachRegistrationRecordPage,
  CoachSchedulePage,
  LeaveRecordPage,
  MyClassPage,
  TrainCoachPage,
  UnconfirmedClassPage,
  UnconfirmedReservePage,
} from './coach-pages';
export { CoachMembersPage, CoachRegistrationDetailPage, CoachReservePage, UserDetailPage } from './coach-member-pages';
