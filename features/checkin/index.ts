/** Check-in on the terminal (spec §2 /sign): the page a scanned booking QR opens. */
export { SignPage, SignCard, type SignCardProps } from './sign-page';
