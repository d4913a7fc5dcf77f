/**
 * /siteList (spec §2, variants 0 and 3): the filters ({@link SiteFilters}: campus →
 * building → floor, scene, people, devices; kept in the URL's query) above the site
 * cards ({@link SiteCardList}, page after page), each opening /siteDetail?id=.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SiteCardList } from './site-cards';
import { SiteFilters, filterOfParams, paramsOfFilter, type SiteFilter } from './site-filters';

/** The /siteList page. */
export function SiteListPage() {
  const { t } = useTranslation('sites');
  const [params, setParams] = useSearchParams();
  const filter = filterOfParams(params);
  const change = (next: SiteFilter) => setParams(paramsOfFilter(next), { replace: true });
  return (
    <Stack gap="4" pb={{ base: '20', md: '0' }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('list.title')}
        </Heading>
        <Text color="fg.muted">{t('list.subtitle')}</Text>
      </Stack>
      <SiteFilters value={filter} onChange={change} />
      <SiteCardList filter={filter} />
    </Stack>
  );
}
