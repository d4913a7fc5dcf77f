/**
 * The "Contact and about" card of /systemConfig: the site's phone, e-mail, address and
 * service-desk hours and the "about" text in CN, EN and TC, shown by the terminal's
 * /contactInfo and /about (platform/contracts/info.contract.ts). Read-only without
 * system:config:edit.
 */
import { useState } from 'react';
import { Button, Card, Field, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { contactSettings, contactSettingsEdit, type ContactSettings } from '../../platform/contracts/info.contract';
import { toaster, useCall, useMutationCall, useSession } from '../../ui/runtime';

const LINES = ['phone', 'email', 'address', 'hours'] as const;
const ABOUTS = ['aboutCn', 'aboutEn', 'aboutTc'] as const;

/** The form over the loaded settings. */
function ContactForm({ saved }: { saved: ContactSettings }) {
  const { t } = useTranslation('feedback');
  const canEdit = useSession().hasPermi(contactSettingsEdit.access);
  const [draft, setDraft] = useState<ContactSettings>(saved);
  const save = useMutationCall(contactSettingsEdit);
  const set = (key: keyof ContactSettings, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = async () => {
    try {
      await save.mutateAsync(draft);
      toaster.create({ type: 'success', description: t('settings.saved'), duration: 3000 });
    } catch {
      // The client has shown the server's message; the draft stays for another try.
    }
  };
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {LINES.map((key) => (
          <Field.Root key={key} disabled={!canEdit}>
            <Field.Label>{t(`settings.${key}`)}</Field.Label>
            <Input name={key} value={draft[key]} onChange={(e) => set(key, e.currentTarget.value)} />
          </Field.Root>
        ))}
      </SimpleGrid>
      {ABOUTS.map((key) => (
        <Field.Root key={key} disabled={!canEdit}>
          <Field.Label>{t(`settings.${key}`)}</Field.Label>
          <Textarea name={key} rows={3} value={draft[key]} onChange={(e) => set(key, e.currentTarget.value)} />
        </Field.Root>
      ))}
      {canEdit ? (
        <Button alignSelf="flex-start" onClick={() => void submit()} loading={save.isPending}>
          {t('settings.save')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** The card; see the module comment. */
export function ContactSettingsCard() {
  const { t } = useTranslation('feedback');
  const stored = useCall(contactSettings, undefined, { staleTime: 0 });
  return (
    <Card.Root mt="6" data-testid="contact-settings">
      <Card.Header>
        <Card.Title>{t('settings.title')}</Card.Title>
        <Card.Description>{t('settings.description')}</Card.Description>
      </Card.Header>
      <Card.Body>{stored.data ? <ContactForm key={stored.dataUpdatedAt} saved={stored.data} /> : null}</Card.Body>
    </Card.Root>
  );
}
