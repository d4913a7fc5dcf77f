/** Pages of the catering-catalogue feature, as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /product, /itemForm, /timeRange, /standards and /customer (meeting app, folder cateringCatalogue). */
export const cateringCatalogueRoutes: AdminPageRoute[] = [
  { path: '/product', load: () => import('./product-page') },
  { path: '/itemForm', load: () => import('./item-form-page') },
  { path: '/timeRange', load: () => import('./time-range-page') },
  { path: '/standards', load: () => import('./standards-page') },
  { path: '/customer', load: () => import('./customer-page') },
];
