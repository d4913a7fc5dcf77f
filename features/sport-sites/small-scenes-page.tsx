/**
 * /smallScenes (spec §2 fitness set): the sites split into parts — a whole with its parts, e.g. a full court
 * and its two half courts. Booking the whole takes every part and booking a part takes the whole, by the
 * database's exclusion (docs/fitness-sites.md); the server refuses a split whose coming bookings would overlap
 * (SITE_PART_CONFLICT) and parts that are wholes or capacity sites (SITE_PART_INVALID).
 */
import { Badge, HStack, Text } from '@chakra-ui/react';
import { z } from 'zod';
import {
  sitePartPage,
  sitePartSave,
  sportSitePage,
  type SiteFamily,
  type SportSite,
} from '../../platform/contracts/sport-site.contract';
import { ResourcePage, type OptionSource, type ResourcePageConfig } from '../../ui/resource-page';

/** The sport sites as choices (the grouped scenes' sites, first 100). */
const SITE_OPTIONS: OptionSource = {
  call: sportSitePage,
  input: { pageNo: 1, pageSize: 100 },
  toOptions: (page: { rows: SportSite[] }) =>
    page.rows.map((s) => ({ value: s.id, label: `${s.name} · ${s.sceneName}`, raw: true })),
};

/** The form's values: the whole and its parts (ids). */
const PartsForm = z.object({
  wholeSiteId: z.number().int().positive(),
  partSiteIds: z.array(z.number().int()).max(16),
});

/** The declaration of /smallScenes. */
export const smallScenesConfig: ResourcePageConfig<typeof sitePartPage, SiteFamily> = {
  id: 'site-part',
  ns: 'sportSites',
  title: 'parts.title',
  description: 'parts.description',
  list: sitePartPage,
  rowKey: (r) => r.whole.id,
  columns: [
    {
      key: 'whole',
      label: 'parts.whole',
      exportValue: (r) => r.whole.name,
      render: (r) => <Text fontWeight="medium">{r.whole.name}</Text>,
    },
    { key: 'scene', label: 'parts.scene', exportValue: (r) => r.whole.sceneName, render: (r) => r.whole.sceneName },
    {
      key: 'parts',
      label: 'parts.parts',
      exportValue: (r) => r.parts.map((p) => p.name).join(', '),
      render: (r) => (
        <HStack gap="1" wrap="wrap" data-testid="site-parts">
          {r.parts.map((p) => (
            <Badge key={p.id}>{p.name}</Badge>
          ))}
        </HStack>
      ),
    },
  ],
  form: {
    fields: [
      { name: 'wholeSiteId', label: 'parts.whole', kind: 'select', options: SITE_OPTIONS, lockedOnEdit: true },
      {
        name: 'partSiteIds',
        label: 'parts.parts',
        kind: 'multiSelect',
        options: SITE_OPTIONS,
        help: 'parts.partsHelp',
      },
    ],
    schema: PartsForm,
    create: { call: sitePartSave, permission: sitePartSave.access },
    update: { call: sitePartSave, permission: sitePartSave.access },
    defaults: { wholeSiteId: null, partSiteIds: [] },
    toValues: (r) => ({ wholeSiteId: r.whole.id, partSiteIds: r.parts.map((p) => p.id) }),
    toInput: (values) => ({ wholeSiteId: values.wholeSiteId, partSiteIds: values.partSiteIds }),
    createTitle: 'parts.addTitle',
    editTitle: 'parts.editTitle',
  },
};

/** /smallScenes. */
export default function SmallScenesPage() {
  return <ResourcePage config={smallScenesConfig} />;
}
