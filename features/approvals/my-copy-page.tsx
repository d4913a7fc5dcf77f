/**
 * /myCopy (spec §2): the caller's processes in view `copied` (see ProcessListPage).
 * Loaded lazily by the route table.
 */
import { ProcessListPage } from './process-list-page';

/** The page component (default export). */
export default function MyCopyPage() {
  return <ProcessListPage view="copied" />;
}
