/**
 * The back office's approval pages (spec §2 "approvals" folder), as declarations for
 * apps/admin's route table: my to-do, handled by me, copied to me, started by me.
 */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /myTodo, /myHaveDone, /myCopy and /myWorkflow. */
export const approvalRoutes: AdminPageRoute[] = [
  { path: '/myTodo', load: () => import('./my-todo-page') },
  { path: '/myHaveDone', load: () => import('./my-have-done-page') },
  { path: '/myCopy', load: () => import('./my-copy-page') },
  { path: '/myWorkflow', load: () => import('./my-workflow-page') },
];
