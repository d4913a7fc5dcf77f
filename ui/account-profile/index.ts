/**
 * The signed-in user's own profile (spec §3, §5), shared by the terminal's profile pages:
 * /personal (variants 0 and 3) and /person (variant 5).
 */
export { ProfileCard, changesOf, type ProfileCardProps, type ProfileFact } from './profile-card';
