/** Alternatives to a taken range (issue 4, spec §7 /api/reserve/recommend), for the booking wizard. */
export { RecommendList, type RecommendListProps } from './recommend-list';
