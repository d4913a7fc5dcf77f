/**
 * The designer's preview: the form exactly as people will fill it (ui/form-renderer, the
 * same zod schema the server checks submissions with), so the designer can try required
 * fields and limits before saving. Submitting only says that the values fit the form.
 */
import { Alert, Box, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormSchema } from '../../platform/forms/form-definition';
import { FormRenderer } from '../../ui/form-renderer';

/** Props of {@link FormPreview}. */
export interface FormPreviewProps {
  schema: FormSchema;
}

/** The form as people will fill it (see the module comment). */
export function FormPreview({ schema }: FormPreviewProps) {
  const { t } = useTranslation('formBuilding');
  const [fits, setFits] = useState(false);
  if (schema.fields.length === 0) return <Text color="fg.muted">{t('preview.empty')}</Text>;
  return (
    <Box data-testid="form-preview">
      {fits && (
        <Alert.Root status="success" mb="4">
          <Alert.Indicator />
          <Alert.Title>{t('preview.fits')}</Alert.Title>
        </Alert.Root>
      )}
      <FormRenderer schema={schema} onSubmit={() => setFits(true)} submitLabel={t('preview.try')} />
    </Box>
  );
}
