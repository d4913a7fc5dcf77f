/**
 * The filters of the back office's booking lists (/reserveManage, /audit): keyword, scene,
 * state and a date range. Labels are keys of the page's own namespace (`filters.*`), so
 * each page names them in its own words.
 */
import { ReservationStatus } from '../../platform/contracts/reserve.contract';
import { sceneList } from '../../platform/contracts/site.contract';
import type { ResourceFilter } from './types';

/** The filter declarations; the list contract takes `keyword`, `sceneId`, `status`, `dateFrom`, `dateTo`. */
export const BOOKING_LIST_FILTERS: ResourceFilter[] = [
  { name: 'keyword', label: 'filters.keyword', kind: 'text', placeholder: 'filters.keywordPlaceholder' },
  {
    name: 'sceneId',
    label: 'filters.scene',
    kind: 'select',
    placeholder: 'filters.allScenes',
    numeric: true,
    options: {
      call: sceneList,
      input: {},
      toOptions: (scenes: { id: number; name: string }[]) =>
        scenes.map((s) => ({ value: s.id, label: s.name, raw: true })),
    },
  },
  {
    name: 'status',
    label: 'filters.status',
    kind: 'select',
    placeholder: 'filters.allStatuses',
    options: ReservationStatus.options.map((s) => ({ value: s, label: `common:status.${s}` })),
  },
  { name: 'dateFrom', nameTo: 'dateTo', label: 'filters.dateFrom', labelTo: 'filters.dateTo', kind: 'dateRange' },
];
