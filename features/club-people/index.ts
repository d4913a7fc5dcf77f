/** The club's people on the terminal: the fitness centre's landing and a coach's profile. */
export { FitnessCenterPage, FITNESS_LINKS } from './fitness-center-page';
export { CoachDetailPage } from './coach-detail-page';
