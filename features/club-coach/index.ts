/** Terminal pages of the coaches' side of the club (docs/fitness-coaches.md). */
export {
  CoachAdjustedLogPage,
  CoachCommentsPage,
  CoachHomePage,
  CoachMyClassPage,
  EvaluationRecordsPage,
} from './terminal-pages';
