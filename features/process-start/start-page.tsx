/**
 * /start (back office, spec §2, hidden menu reached from /workflowStart): `?id=<defineId>`
 * fills in and submits that form, `?resubmit=<processId>` resubmits a process returned to
 * the user ({@link StartRequestForm}). After sending, the confirmation links to /myWorkflow.
 */
import { useSearchParams } from 'react-router';
import { positiveIdParam } from './id-param';
import { StartRequestForm } from './start-request-form';

/** The page (default export for the back office's route table). */
export default function StartPage() {
  const [params] = useSearchParams();
  return (
    <StartRequestForm
      defineId={positiveIdParam(params.get('id'))}
      processId={positiveIdParam(params.get('resubmit'))}
      processPath={() => '/myWorkflow'}
      backPath="/workflowStart"
    />
  );
}
