/** Favourite member groups in the terminal (issue 4, spec §7 /user/favorite/…): the /favorites page. */
export { FavoritesPage } from './favorites-page';
