/** The terminal's home page (spec §2 /home). */
export { HomePage, greetingKey } from './home-page';
export { VariantHomePage, type VariantHomePageProps } from './variant-home-page';
