/** Pages of the venue-admin feature, as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /campus, /build, /floor, /scene, /assets (sites), /room, /devKindPage and /siteRoomDevKind. */
export const venueAdminRoutes: AdminPageRoute[] = [
  { path: '/campus', load: () => import('./campus-page') },
  { path: '/build', load: () => import('./building-page') },
  { path: '/floor', load: () => import('./floor-page') },
  { path: '/scene', load: () => import('./scene-page') },
  { path: '/assets', load: () => import('./site-page') },
  // Rooms and devices (back office).
  { path: '/room', load: () => import('./room-page') },
  { path: '/devKindPage', load: () => import('./dev-kind-page') },
  { path: '/siteRoomDevKind', load: () => import('./site-device-page') },
];
