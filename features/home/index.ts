/** The terminal's home page (spec §2 /home). */
export { HomePage, greetingKey } from './home-page';
