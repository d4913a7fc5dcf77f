/**
 * The approval process as its people see it (spec §2 /myTodo … /auditDetail, /examine):
 * {@link ProcessDetailView} (header, values, path, timeline, actions) and its loader
 * {@link ProcessDetailPanel}, the pieces they are made of, and the decision dialog the
 * lists reuse for batch approve / reject.
 */
export { ProcessDetailView, type ProcessDetailViewProps } from './process-detail-view';
export { ProcessDetailPanel, type ProcessDetailPanelProps } from './process-detail-panel';
export { ProcessActionBar, type ProcessActionBarProps } from './process-action-bar';
export { ProcessPath } from './process-path';
export { ProcessTimeline, type ProcessTimelineProps } from './process-timeline';
export { ProcessStatusBadge } from './status-badge';
export {
  DecisionDialog,
  ADD_SIGN_MAX,
  type ChosenUser,
  type DecisionDialogProps,
  type DecisionKind,
  type DecisionValues,
} from './decision-dialog';
export { useProcessCall, type ProcessCall } from './use-process-call';
export { processTime, refusalText } from './format';
