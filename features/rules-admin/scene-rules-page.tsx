/**
 * /sceneRules — which reservation rule applies where (spec §2): the default rule;
 * every scene with its bound rule, chosen or cleared ("default") in place; below, the
 * sites with their own binding and the rule that applies to them (site > scene >
 * default), filtered by scene, name and "own binding only", each editable (choose a rule,
 * or follow the scene). Read-only without `resv:sceneRule:edit`.
 */
import { useState } from 'react';
import { Badge, Box, Card, NativeSelect, Skeleton, Table, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  reserveRuleList,
  sceneRuleBindScene,
  sceneRuleBindSite,
  sceneRuleList,
  sceneRuleSitePage,
  type RuleSource,
  type SceneRuleRow,
  type SiteRuleRow,
} from '../../platform/contracts/rules.contract';
import { ErrorState, PageHeader } from '../../ui/components';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { toaster, useApi, useCall, useSession } from '../../ui/runtime';
import { ruleOptions, sceneOptions } from './shared';

const SOURCE_COLOR: Record<RuleSource, string> = { site: 'purple', scene: 'blue', default: 'gray', none: 'orange' };

/** Where a site's rule comes from, as a badge. */
function SourceBadge({ source }: { source: RuleSource }) {
  const { t } = useTranslation('rulesAdmin');
  return (
    <Badge colorPalette={SOURCE_COLOR[source]} variant="subtle">
      {t(`sceneRules.source.${source}`)}
    </Badge>
  );
}

/** The rule that applies to a site, with its source. */
function EffectiveRule({ row }: { row: SiteRuleRow }) {
  const { t } = useTranslation('rulesAdmin');
  return (
    <>
      {row.effectiveRuleName ?? t('sceneRules.builtIn')} <SourceBadge source={row.source} />
    </>
  );
}

/** The site's own rule, or "follows its scene". */
function OwnRule({ row }: { row: SiteRuleRow }) {
  const { t } = useTranslation('rulesAdmin');
  return <>{row.ruleName ?? t('sceneRules.followScene')}</>;
}

/** The declaration of the per-site list. */
export const siteRuleConfig: ResourcePageConfig<typeof sceneRuleSitePage, SiteRuleRow> = {
  id: 'siteRule',
  ns: 'rulesAdmin',
  title: 'sceneRules.sites',
  description: 'sceneRules.sitesDescription',
  list: sceneRuleSitePage,
  rowKey: (r) => r.siteId,
  filters: [
    { name: 'keyword', label: 'sceneRules.site', kind: 'text' },
    { name: 'sceneId', label: 'sceneRules.scene', kind: 'select', options: sceneOptions },
    {
      name: 'overridden',
      label: 'sceneRules.overridden',
      kind: 'select',
      options: [
        { value: 'true', label: 'yes' },
        { value: 'false', label: 'no' },
      ],
    },
  ],
  columns: [
    { key: 'siteName', label: 'sceneRules.site', sortable: true },
    { key: 'sceneName', label: 'sceneRules.scene' },
    { key: 'place', label: 'sceneRules.place' },
    { key: 'ruleName', label: 'sceneRules.ownRule', render: (r) => <OwnRule row={r} /> },
    { key: 'effectiveRuleName', label: 'sceneRules.effectiveRule', render: (r) => <EffectiveRule row={r} /> },
  ],
  form: {
    fields: [
      {
        name: 'ruleId',
        label: 'sceneRules.ownRule',
        kind: 'select',
        options: ruleOptions,
        placeholder: 'sceneRules.followScene',
        span: 2,
      },
    ],
    schema: z.object({ ruleId: z.number().int().nullable() }),
    update: { call: sceneRuleBindSite, permission: sceneRuleBindSite.access },
    defaults: { ruleId: null },
    toValues: (r) => ({ ruleId: r.ruleId }),
    toInput: (v, row) => ({ siteId: row!.siteId, ruleId: (v.ruleId as number | null | undefined) ?? null }),
    editTitle: 'sceneRules.editSite',
  },
  rowActions: [
    {
      key: 'clear',
      label: 'sceneRules.clear',
      permission: sceneRuleBindSite.access,
      visible: (r) => r.ruleId !== null,
      confirm: 'sceneRules.confirmClearSite',
      run: { call: sceneRuleBindSite, input: (r) => ({ siteId: r.siteId, ruleId: null }) },
    },
  ],
};

/** One scene's row: its name, sites, own-binding count and the rule select. */
function SceneRow({ row, canEdit }: { row: SceneRuleRow; canEdit: boolean }) {
  const { t } = useTranslation('rulesAdmin');
  const api = useApi();
  const queryClient = useQueryClient();
  const rules = useCall(reserveRuleList, {});
  const [busy, setBusy] = useState(false);
  const choose = async (value: string) => {
    setBusy(true);
    try {
      await api(sceneRuleBindScene, { sceneId: row.sceneId, ruleId: value ? Number(value) : null });
      toaster.create({ type: 'success', description: t('resource:saved') });
      await queryClient.invalidateQueries();
    } catch {
      // The client has shown the server's message; the select shows the stored rule again.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Table.Row data-testid={`scene-rule-${row.sceneId}`}>
      <Table.Cell>{row.sceneName}</Table.Cell>
      <Table.Cell textAlign="end">{row.siteCount}</Table.Cell>
      <Table.Cell textAlign="end">{row.overrideCount}</Table.Cell>
      <Table.Cell minW="60">
        <NativeSelect.Root size="sm" disabled={!canEdit || busy}>
          <NativeSelect.Field
            aria-label={t('sceneRules.ruleOf', { scene: row.sceneName })}
            value={row.ruleId ?? ''}
            onChange={(e) => void choose(e.currentTarget.value)}
          >
            <option value="">{t('sceneRules.useDefault')}</option>
            {(rules.data ?? []).map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Table.Cell>
    </Table.Row>
  );
}

/** The default rule and the scenes with their rules. */
function SceneRules() {
  const { t } = useTranslation('rulesAdmin');
  const canEdit = useSession().hasPermi(sceneRuleBindScene.access);
  const list = useCall(sceneRuleList, {});
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Skeleton h="48" borderRadius="lg" />;
  return (
    <Card.Root mb="8">
      <Card.Header>
        <Card.Title>{t('sceneRules.scenes')}</Card.Title>
        <Text textStyle="sm" color="fg.muted" data-testid="default-rule">
          {list.data.defaultRule
            ? t('sceneRules.defaultIs', { name: list.data.defaultRule.name })
            : t('sceneRules.noDefault')}
        </Text>
      </Card.Header>
      <Card.Body>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('sceneRules.scene')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('sceneRules.siteCount')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('sceneRules.overrideCount')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('sceneRules.rule')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.data.scenes.map((s) => (
              <SceneRow key={s.sceneId} row={s} canEdit={canEdit} />
            ))}
          </Table.Body>
        </Table.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** The page component (default export: loaded lazily by the route table). */
export default function SceneRulesPage() {
  const { t } = useTranslation('rulesAdmin');
  return (
    <Box>
      <PageHeader title={t('sceneRules.title')} description={t('sceneRules.description')} />
      <SceneRules />
      <ResourcePage config={siteRuleConfig} />
    </Box>
  );
}
