/**
 * The designer's preview: the form as people will fill it, read-only, from the designer's
 * own field list (label, required mark, placeholder, the input of each type, the options
 * of choice fields, the text of description fields). When ui/form-renderer's
 * `FormRenderer` is available, the preview should render that instead (one place, here).
 */
import { Box, Field, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FormField, FormSchema } from '../../platform/forms/form-definition';
import { useLocalText } from './local-text';

/** Props of {@link FormPreview}. */
export interface FormPreviewProps {
  schema: FormSchema;
}

/** The read-only form (see the module comment). */
export function FormPreview({ schema }: FormPreviewProps) {
  const { t } = useTranslation('formBuilding');
  if (schema.fields.length === 0) return <Text color="fg.muted">{t('preview.empty')}</Text>;
  return (
    <Stack as="form" gap="4" data-testid="form-preview" onSubmit={(e) => e.preventDefault()}>
      {schema.fields.map((field) => (
        <PreviewField key={field.id} field={field} />
      ))}
    </Stack>
  );
}

/** One field of the preview. */
function PreviewField({ field }: { field: FormField }) {
  const { t } = useTranslation('formBuilding');
  const local = useLocalText();
  if (field.type === 'description') {
    return (
      <Box bg="bg.muted" rounded="md" p="3" whiteSpace="pre-wrap">
        {local(field.content) || local(field.label)}
      </Box>
    );
  }
  const placeholder = local(field.placeholder);
  const control = (() => {
    switch (field.type) {
      case 'textarea':
        return <Textarea placeholder={placeholder} readOnly />;
      case 'number':
      case 'money':
        return <Input type="number" placeholder={placeholder} readOnly />;
      case 'date':
        return <Input type="date" readOnly />;
      case 'dateRange':
        return (
          <Stack direction="row">
            <Input type="date" readOnly />
            <Input type="date" readOnly />
          </Stack>
        );
      case 'singleChoice':
      case 'multiChoice':
        return (
          <NativeSelect.Root disabled>
            <NativeSelect.Field multiple={field.type === 'multiChoice'}>
              <option value="">{placeholder || t('preview.choose')}</option>
              {(field.options ?? []).map((o) => (
                <option key={o.value} value={o.value}>
                  {local(o.label)}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        );
      default:
        return <Input placeholder={placeholder} readOnly />;
    }
  })();
  return (
    <Field.Root required={field.required} readOnly>
      <Field.Label>
        {local(field.label)}
        <Field.RequiredIndicator />
      </Field.Label>
      {control}
    </Field.Root>
  );
}
