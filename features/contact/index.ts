/** The terminal's contact and information pages (spec §2 /contact, /contactInfo, /about, /language). */
export { ContactPage } from './contact-page';
export { AboutPage, ContactInfoPage, LanguagePage } from './info-pages';
