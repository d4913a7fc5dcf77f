/**
 * The conference-centre terminal's own pages (spec §2 Variant 5): my day (/trip), my profile
 * (/person), my centre (/personalCenter), the centre's schedule (/scheduling) and a room's day
 * (/schedulingDetails), and the other services (/otherPage).
 */
export { TripPage } from './trip-page';
export { PersonPage } from './person-page';
export { PersonalCenterPage, type PersonalCenterPageProps } from './personal-center-page';
export { SchedulingPage } from './scheduling-page';
export { SchedulingDetailsPage } from './scheduling-details-page';
export { OtherPage, type OtherPageProps } from './other-page';
