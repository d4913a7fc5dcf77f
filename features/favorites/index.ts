/** Favourite member groups in the terminal (spec §7 /user/favorite/…): the /favorites page. */
export { FavoritesPage } from './favorites-page';
