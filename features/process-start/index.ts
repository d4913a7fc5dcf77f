/**
 * Starting a request for approval: the form with its path preview and approver pickers
 * ({@link StartRequestForm}, start or resubmit), the forms a user may start
 * ({@link StartableForms}), and the terminal's /apply page. The back office's pages are in
 * ./routes.ts.
 */
export { StartRequestForm, type StartRequestFormProps } from './start-request-form';
export { StartableForms, type StartableFormsProps } from './startable-forms';
export { ApplyPage } from './apply-page';
