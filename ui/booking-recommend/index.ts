/** Alternatives to a taken range (spec §7 /api/reserve/recommend), for the booking wizard. */
export { RecommendList, type RecommendListProps } from './recommend-list';
