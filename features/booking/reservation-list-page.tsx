/**
 * /appointment/reservationlist (spec §2, a child of /appointment in variants 0 and 3):
 * the scenes as chips (`/api/site/siteType`; `?sceneId=` the chosen one, the first when
 * none is chosen), the chosen scene's week at a glance (one `scene/summary` call) and its
 * sites as the cards of /siteList, each with today's free slots and opening /siteDetail?id=
 * (from where "Book today" books).
 */
import { Button, Heading, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { siteType } from '../../platform/contracts/site.contract';
import { ErrorState } from '../../ui/components';
import { useCall } from '../../ui/runtime';
import { SceneIcon } from '../../ui/terminal-shell/scene-icon';
import { SiteCardList } from './site-cards';
import { SceneWeek } from './scene-week';

/** The /appointment/reservationlist page. */
export function ReservationListPage() {
  const { t } = useTranslation(['sites', 'terminal']);
  const [params, setParams] = useSearchParams();
  const scenes = useCall(siteType, {});
  const wanted = Number(params.get('sceneId'));
  const chosen = scenes.data?.find((s) => s.id === wanted) ?? scenes.data?.[0];
  return (
    <Stack gap="4" pb={{ base: '20', md: '0' }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('reservationList.title')}
        </Heading>
        <Text color="fg.muted">{t('reservationList.subtitle')}</Text>
      </Stack>
      {scenes.isError ? (
        <ErrorState title={t('terminal:loadFailed')} error={scenes.error} onRetry={() => void scenes.refetch()} />
      ) : scenes.isPending ? (
        <Skeleton h="10" borderRadius="full" />
      ) : (
        <Wrap as="ul" listStyleType="none" gap="2" aria-label={t('reservationList.scenes')}>
          {scenes.data.map((scene) => (
            <li key={scene.id}>
              <Button
                type="button"
                borderRadius="full"
                colorPalette="teal"
                variant={scene.id === chosen?.id ? 'solid' : 'outline'}
                aria-pressed={scene.id === chosen?.id}
                onClick={() => setParams({ sceneId: String(scene.id) }, { replace: true })}
              >
                <SceneIcon code={scene.code} icon={scene.icon} />
                {scene.name}
              </Button>
            </li>
          ))}
        </Wrap>
      )}
      {chosen ? <SceneWeek sceneId={chosen.id} /> : null}
      {chosen ? <SiteCardList filter={{ sceneId: chosen.id }} /> : null}
    </Stack>
  );
}
