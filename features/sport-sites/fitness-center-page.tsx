/**
 * The back office's /fitnessCenter (spec §2 fitness set): the club's profile — name, address, phone, opening
 * hours text, introduction, pictures by URL — that the terminal's fitness pages show. Each save is a new
 * version (who and when), the earlier ones listed below.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, Field, Heading, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  clubProfileGet,
  clubProfileSave,
  type ClubProfile,
  type ClubProfileFields,
} from '../../platform/contracts/sport-site.contract';
import { PageHeader } from '../../ui/components';
import { toaster, useCall, useMutationCall, useSession } from '../../ui/runtime';
import { formatRange } from './shared';

/** One labelled input. */
function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      {children}
    </Field.Root>
  );
}

/** The draft: the fields with the pictures typed one URL a line. */
type Draft = Omit<ClubProfileFields, 'pictures'> & { pictures: string };

const toDraft = (p: ClubProfile): Draft => ({
  name: p.name,
  address: p.address,
  phone: p.phone,
  hours: p.hours,
  introduction: p.introduction,
  pictures: p.pictures.join('\n'),
});

/** "saved by … at …" of a version. */
function VersionLine({ profile }: { profile: ClubProfile }) {
  const { t } = useTranslation('sportSites');
  if (!profile.version) return <Text color="fg.muted">{t('profile.never')}</Text>;
  const at = profile.savedAt ? formatRange(profile.savedAt, profile.savedAt).slice(0, 16) : '';
  return (
    <Text color="fg.muted" textStyle="sm" data-testid="profile-version">
      {t('profile.version', { version: profile.version, by: profile.savedBy ?? '—', at })}
    </Text>
  );
}

/** /fitnessCenter (back office). */
export default function FitnessCenterProfilePage() {
  const { t } = useTranslation('sportSites');
  const { hasPermi } = useSession();
  const canSave = hasPermi(clubProfileSave.access);
  const current = useCall(clubProfileGet, {});
  const save = useMutationCall(clubProfileSave);
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    if (current.data) setDraft(toDraft(current.data.current));
  }, [current.data]);
  if (current.isError) return <Text color="fg.error">{t('loadFailed')}</Text>;
  if (!current.data || !draft) return null;
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const text = (key: keyof Draft, long = false) =>
    long ? (
      <Textarea
        aria-label={t(`profile.${key}`)}
        value={draft[key]}
        readOnly={!canSave}
        rows={4}
        onChange={(e) => set({ [key]: e.currentTarget.value } as Partial<Draft>)}
      />
    ) : (
      <Input
        aria-label={t(`profile.${key}`)}
        value={draft[key]}
        readOnly={!canSave}
        onChange={(e) => set({ [key]: e.currentTarget.value } as Partial<Draft>)}
      />
    );
  return (
    <Box>
      <PageHeader title={t('profile.title')} description={t('profile.description')} />
      <Stack gap="4" maxW="3xl">
        <VersionLine profile={current.data.current} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Labelled label={t('profile.name')}>{text('name')}</Labelled>
          <Labelled label={t('profile.phone')}>{text('phone')}</Labelled>
          <Labelled label={t('profile.address')}>{text('address')}</Labelled>
          <Labelled label={t('profile.hours')}>{text('hours')}</Labelled>
        </SimpleGrid>
        <Labelled label={t('profile.introduction')}>{text('introduction', true)}</Labelled>
        <Labelled label={t('profile.pictures')}>{text('pictures', true)}</Labelled>
        {canSave ? (
          <Button
            colorPalette="blue"
            alignSelf="start"
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                {
                  ...draft,
                  pictures: draft.pictures
                    .split('\n')
                    .map((l) => l.trim())
                    .filter(Boolean),
                },
                {
                  onSuccess: () => {
                    toaster.create({ type: 'success', description: t('saved') });
                    void current.refetch();
                  },
                },
              )
            }
          >
            {t('profile.save')}
          </Button>
        ) : null}
        {current.data.history.length ? (
          <Stack gap="1" data-testid="profile-history">
            <Heading size="sm">{t('profile.history')}</Heading>
            {current.data.history.map((h) => (
              <Text key={h.version} textStyle="sm">
                v{h.version} · {h.name} · {h.savedBy ?? '—'}
              </Text>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
