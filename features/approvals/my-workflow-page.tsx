/**
 * /myWorkflow (spec §2): the caller's processes in view `started` (see ProcessListPage).
 * Loaded lazily by the route table.
 */
import { ProcessListPage } from './process-list-page';

/** The page component (default export). */
export default function MyWorkflowPage() {
  return <ProcessListPage view="started" />;
}
