/**
 * /apply (terminal, variants 0 and 3; spec §2): on a phone, the forms the user may start as
 * a list by group ({@link StartableForms}); `?id=<defineId>` fills in and submits one
 * ({@link StartRequestForm}) on the same route, `?resubmit=<processId>` resubmits a process
 * returned to the user. After sending, the confirmation links to /auditDetail?id=<processId>.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { positiveIdParam } from './id-param';
import { StartableForms } from './startable-forms';
import { StartRequestForm } from './start-request-form';

/** The /apply page. */
export function ApplyPage() {
  const { t } = useTranslation('processStart');
  const [params] = useSearchParams();
  const defineId = positiveIdParam(params.get('id'));
  const processId = positiveIdParam(params.get('resubmit'));
  if (defineId !== undefined || processId !== undefined)
    return (
      <StartRequestForm
        defineId={defineId}
        processId={processId}
        processPath={(process) => `/auditDetail?id=${process.id}`}
        backPath="/apply"
      />
    );
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('apply.title')}
        </Heading>
        <Text color="fg.muted">{t('apply.subtitle')}</Text>
      </Stack>
      <StartableForms layout="list" formPath={(form) => `/apply?id=${form.id}`} />
    </Stack>
  );
}
