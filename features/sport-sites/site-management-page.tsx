/**
 * /siteManagement (spec §2 fitness set): the sites of the grouped (sport) scenes with their place, capacity,
 * opening hours (the venue's, edited on /site and /openRule), whole / part, state and price bands per hour in
 * cents. Editing sets the state — maintenance takes the site out of booking — the bands and a note; a band
 * whose start is not before its end is refused (SPORT_PRICE_BAND_INVALID).
 */
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  PriceBand,
  SportSiteState,
  sceneGroupPage,
  sportSitePage,
  sportSiteSave,
  type SceneGroup,
  type SportSite,
} from '../../platform/contracts/sport-site.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { BandsEditor, BandsText, StateBadge } from './shared';

const STATE_OPTIONS = SportSiteState.options.map((s) => ({ value: s, label: `state.${s}` }));

/** Whole / part of a site as text. */
function Family({ site }: { site: SportSite }) {
  const { t } = useTranslation('sportSites');
  if (site.wholeName) return <Text textStyle="sm">{t('sites.partOf', { name: site.wholeName })}</Text>;
  if (site.partCount) return <Text textStyle="sm">{t('sites.partCount', { count: site.partCount })}</Text>;
  return null;
}

/** The form's values (the save contract's input less the site). */
const SiteForm = z.object({
  state: SportSiteState,
  priceBands: z.array(PriceBand).max(24),
  note: z.string().trim().max(500),
});

/** The declaration of /siteManagement. */
export const siteManagementConfig: ResourcePageConfig<typeof sportSitePage, SportSite> = {
  id: 'sport-site',
  ns: 'sportSites',
  title: 'sites.title',
  description: 'sites.description',
  list: sportSitePage,
  rowKey: (r) => r.id,
  filters: [
    { name: 'keyword', label: 'sites.keyword', kind: 'text' },
    {
      name: 'groupId',
      label: 'sites.group',
      kind: 'select',
      numeric: true,
      options: {
        call: sceneGroupPage,
        input: { pageNo: 1, pageSize: 100 },
        toOptions: (page: { rows: SceneGroup[] }, lang) =>
          page.rows.map((g) => ({
            value: g.id,
            label: lang === 'EN' ? g.nameEn : lang === 'TC' ? g.nameTc : g.nameCn,
            raw: true,
          })),
      },
    },
    { name: 'state', label: 'sites.state', kind: 'select', options: STATE_OPTIONS },
  ],
  columns: [
    {
      key: 'name',
      label: 'sites.name',
      render: (r) => (
        <Stack gap="0">
          <Text fontWeight="medium">{r.name}</Text>
          <Family site={r} />
        </Stack>
      ),
    },
    { key: 'sceneName', label: 'sites.scene', nowrap: true },
    { key: 'place', label: 'sites.place' },
    { key: 'capacity', label: 'sites.capacity', align: 'end' },
    {
      key: 'opening',
      label: 'sites.opening',
      exportValue: (r) => r.opening.map((o) => `${o.weekDay} ${o.open}-${o.close}`).join('; '),
      render: (r) => (
        <Text textStyle="xs">{[...new Set(r.opening.map((o) => `${o.open}–${o.close}`))].join(', ')}</Text>
      ),
    },
    { key: 'state', label: 'sites.state', nowrap: true, render: (r) => <StateBadge state={r.state} /> },
    {
      key: 'priceBands',
      label: 'sites.prices',
      exportValue: (r) => JSON.stringify(r.priceBands),
      render: (r) => <BandsText bands={r.priceBands} />,
    },
  ],
  form: {
    fields: [
      { name: 'state', label: 'sites.state', kind: 'select', options: STATE_OPTIONS },
      {
        name: 'priceBands',
        label: 'sites.bands',
        kind: 'custom',
        span: 2,
        render: (input) => <BandsEditor {...input} />,
      },
      { name: 'note', label: 'sites.note', kind: 'textarea' },
    ],
    schema: SiteForm,
    update: { call: sportSiteSave, permission: sportSiteSave.access },
    defaults: { state: 'open', priceBands: [], note: '' },
    toValues: (r) => ({ state: r.state, priceBands: r.priceBands, note: r.note }),
    toInput: (values, row) => ({ ...values, siteId: row!.id }),
    editTitle: 'sites.editTitle',
  },
};

/** /siteManagement. */
export default function SiteManagementPage() {
  return <ResourcePage config={siteManagementConfig} />;
}
