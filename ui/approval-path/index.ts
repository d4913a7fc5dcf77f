/**
 * The approval path of a form being filled in: its steps and people ({@link PathPreview}), the
 * pickers of the people the initiator chooses ({@link CandidatePicker}), and the hook that asks
 * the server for both ({@link useApprovalPath}).
 */
export { PathPreview, type PathPreviewProps } from './path-preview';
export { CandidatePicker, type CandidatePickerProps } from './candidate-picker';
export { useApprovalPath, type ApprovalPath, type ApprovalPathOptions } from './use-approval-path';
