/** Back-office pages of the sport venue (docs/fitness-sites.md), as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /sceneGrouping … /fitnessCenter (the "Fitness club" folder). */
export const sportSiteAdminRoutes: AdminPageRoute[] = [
  { path: '/sceneGrouping', load: () => import('./scene-group-page') },
  { path: '/smallScenes', load: () => import('./small-scenes-page') },
  { path: '/siteManagement', load: () => import('./site-management-page') },
  { path: '/orderManagement', load: () => import('./order-management-page') },
  { path: '/popularPlaces', load: () => import('./popular-places-page') },
  { path: '/spaceManage', load: () => import('./space-manage-page') },
  { path: '/fitnessCenter', load: () => import('./fitness-center-page') },
];
