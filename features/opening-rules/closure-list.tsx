/**
 * The closures below the week editor of /openRule: a resource-page declaration
 * listing the closures that apply to the chosen site (its own, its scene's, global) or
 * within the chosen scene, filtered by dates; add (for this site, this scene, or every
 * site) and delete.
 */
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { IsoDate } from '../../platform/contracts/common';
import { closureAdd, closureDelete, closurePage, type ClosureRow } from '../../platform/contracts/open-rule.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';

/** What the closures are listed for: a site (of a scene), or a whole scene. */
export interface ClosureTarget {
  sceneId: number;
  siteId: number | null;
}

/** The add form's values: where the closure applies, its days and reason. */
const ClosureForm = z
  .object({
    scope: z.enum(['site', 'scene', 'all']),
    startDate: IsoDate,
    endDate: IsoDate,
    reason: z.string().trim().min(1).max(200),
  })
  .refine((v) => v.endDate >= v.startDate, { path: ['endDate'], message: 'openingRules:closure.endBeforeStart' });

/** The declaration of the closure list for `target`. */
export function closureConfig(target: ClosureTarget): ResourcePageConfig<typeof closurePage, ClosureRow> {
  const scopes = [
    ...(target.siteId !== null ? [{ value: 'site', label: 'closure.scopeSite' }] : []),
    { value: 'scene', label: 'closure.scopeScene' },
    { value: 'all', label: 'closure.scopeAll' },
  ];
  return {
    id: 'closure',
    ns: 'openingRules',
    title: 'closure.title',
    description: 'closure.description',
    list: closurePage,
    rowKey: (r) => r.id,
    emptyTitle: 'closure.empty',
    listInput: target.siteId !== null ? { siteId: target.siteId } : { sceneId: target.sceneId },
    filters: [{ name: 'dateFrom', nameTo: 'dateTo', label: 'closure.dates', kind: 'dateRange' }],
    columns: [
      {
        key: 'applies',
        label: 'closure.applies',
        render: (r) => r.siteName ?? r.sceneName ?? <Everywhere />,
        exportValue: (r) => r.siteName ?? r.sceneName ?? '*',
      },
      { key: 'startDate', label: 'closure.startDate', nowrap: true },
      { key: 'endDate', label: 'closure.endDate', nowrap: true },
      { key: 'reason', label: 'closure.reason' },
      {
        key: 'createdAt',
        label: 'closure.createdAt',
        nowrap: true,
        render: (r) => r.createdAt.slice(0, 16).replace('T', ' '),
      },
    ],
    form: {
      fields: [
        { name: 'scope', label: 'closure.scope', kind: 'select', options: scopes },
        { name: 'reason', label: 'closure.reason', kind: 'text' },
        { name: 'startDate', label: 'closure.startDate', kind: 'date' },
        { name: 'endDate', label: 'closure.endDate', kind: 'date' },
      ],
      schema: ClosureForm,
      create: { call: closureAdd, permission: closureAdd.access },
      defaults: { scope: target.siteId !== null ? 'site' : 'scene', startDate: '', endDate: '', reason: '' },
      toValues: (r) => ({
        scope: r.siteId ? 'site' : r.sceneId ? 'scene' : 'all',
        startDate: r.startDate,
        endDate: r.endDate,
        reason: r.reason,
      }),
      toInput: (values) => {
        const { scope, ...rest } = values as z.infer<typeof ClosureForm>;
        if (scope === 'site' && target.siteId !== null) return { ...rest, siteId: target.siteId };
        return scope === 'all' ? rest : { ...rest, sceneId: target.sceneId };
      },
      createTitle: 'closure.addTitle',
    },
    remove: {
      call: closureDelete,
      permission: closureDelete.access,
      input: (rows) => ({ ids: rows.map((r) => r.id) }),
    },
  };
}

/** The "every site" label of a global closure. */
function Everywhere() {
  const { t } = useTranslation('openingRules');
  return <>{t('closure.everywhere')}</>;
}

/** The closure list of `target` (remounted when the target changes). */
export function ClosureList({ target }: { target: ClosureTarget }) {
  return <ResourcePage key={`${target.sceneId}-${target.siteId}`} config={closureConfig(target)} />;
}
