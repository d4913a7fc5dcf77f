/**
 * Pages of the form-building feature, as declarations for apps/admin's route table. The
 * menu node of /building is in the seeded menus (permission `workflow:formDefine:design`).
 */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /building?id=<defineId>. */
export const formBuildingRoutes: AdminPageRoute[] = [{ path: '/building', load: () => import('./form-building-page') }];
