/**
 * The card operation log pages (docs/fitness.md "Operations"), each a view of card-log-views.tsx:
 * /buyCardLog (default export), /tranfCardLog, /delayCardLog, /leaveCardLog, /delayRecord,
 * /useCardRecord.
 */
import { ResourcePage } from '../../ui/resource-page';
import { allOperations, delayRecords, delays, leaves, transfers, uses } from './card-log-views';

/** The declaration of /buyCardLog (every operation, filtered by kind and period). */
export const cardLogConfig = allOperations;

/** /buyCardLog. */
export default function CardLogPage() {
  return <ResourcePage config={allOperations} />;
}
/** /tranfCardLog. */
export function TransferLogPage() {
  return <ResourcePage config={transfers} />;
}
/** /delayCardLog. */
export function DelayLogPage() {
  return <ResourcePage config={delays} />;
}
/** /leaveCardLog. */
export function LeaveLogPage() {
  return <ResourcePage config={leaves} />;
}
/** /delayRecord. */
export function DelayRecordPage() {
  return <ResourcePage config={delayRecords} />;
}
/** /useCardRecord. */
export function UseLogPage() {
  return <ResourcePage config={uses} />;
}
