/**
 * /workflowStart (back office, spec §2): the forms the user may start, as cards by group
 * with a name search ({@link StartableForms}); a card opens /start?id=<defineId>.
 */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/components';
import { StartableForms } from './startable-forms';

/** The page (default export for the back office's route table). */
export default function WorkflowStartPage() {
  const { t } = useTranslation('processStart');
  return (
    <>
      <PageHeader title={t('list.title')} description={t('list.description')} />
      <StartableForms layout="cards" formPath={(form) => `/start?id=${form.id}`} />
    </>
  );
}
