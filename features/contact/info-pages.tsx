/**
 * The terminal's information pages (spec §2, variants 0 and 3): /contactInfo (phone, e-mail,
 * address, service-desk hours), /about (the "about" text in the reader's language), both
 * from `GET /api/ms/contact/info`, and /language (the languages of `POST /system/dev/lan/list`;
 * choosing one switches the terminal at once).
 */
import { Button, Card, DataList, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCheck } from 'react-icons/lu';
import { contactInfo, lanList } from '../../platform/contracts/info.contract';
import { ErrorState } from '../../ui/components';
import { useCall, useLang } from '../../ui/runtime';
import { PageTitle } from './shared';

/** /contactInfo. */
export function ContactInfoPage() {
  const { t } = useTranslation(['feedback', 'terminal']);
  const info = useCall(contactInfo, undefined);
  return (
    <Stack gap="6">
      <PageTitle title={t('terminal.infoTitle')} />
      {info.isPending ? (
        <Skeleton h="32" borderRadius="lg" />
      ) : info.isError ? (
        <ErrorState title={t('terminal:loadFailed')} error={info.error} onRetry={() => void info.refetch()} />
      ) : (
        <Card.Root>
          <Card.Body>
            <DataList.Root orientation="horizontal" data-testid="contact-info">
              {(['phone', 'email', 'address', 'hours'] as const).map((key) => (
                <DataList.Item key={key}>
                  <DataList.ItemLabel>{t(`terminal.${key}`)}</DataList.ItemLabel>
                  <DataList.ItemValue>{info.data[key] || t('terminal.notSet')}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}

/** /about. */
export function AboutPage() {
  const { t } = useTranslation(['feedback', 'terminal']);
  const info = useCall(contactInfo, undefined);
  return (
    <Stack gap="6">
      <PageTitle title={t('terminal.aboutTitle')} />
      {info.isPending ? (
        <Skeleton h="32" borderRadius="lg" />
      ) : info.isError ? (
        <ErrorState title={t('terminal:loadFailed')} error={info.error} onRetry={() => void info.refetch()} />
      ) : (
        <Text whiteSpace="pre-wrap" data-testid="about-text">
          {info.data.about || t('terminal.aboutEmpty')}
        </Text>
      )}
    </Stack>
  );
}

/** /language. */
export function LanguagePage() {
  const { t } = useTranslation(['feedback', 'terminal']);
  const { lang, setLang } = useLang();
  const languages = useCall(lanList, undefined, { staleTime: Infinity });
  return (
    <Stack gap="6">
      <PageTitle title={t('terminal.languageTitle')} subtitle={t('terminal.languageSubtitle')} />
      {languages.isPending ? (
        <Skeleton h="32" borderRadius="lg" />
      ) : languages.isError ? (
        <ErrorState title={t('terminal:loadFailed')} error={languages.error} onRetry={() => void languages.refetch()} />
      ) : (
        <Stack gap="2" role="radiogroup" aria-label={t('terminal.languageTitle')}>
          {languages.data
            .filter((l) => l.enabled)
            .map((l) => (
              <Button
                key={l.code}
                role="radio"
                aria-checked={l.code === lang}
                variant={l.code === lang ? 'solid' : 'outline'}
                justifyContent="space-between"
                onClick={() => setLang(l.code)}
              >
                {l.name}
                {l.code === lang ? <LuCheck aria-label={t('terminal.current')} /> : null}
              </Button>
            ))}
        </Stack>
      )}
    </Stack>
  );
}
