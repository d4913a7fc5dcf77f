/**
 * `<TreePage config={…} />` (organisations, menus): a tree table loaded from one
 * call — indented rows with expand / collapse (and expand all / collapse all), filters
 * kept in the URL (while one is set every level is expanded, so matches show), the add /
 * edit dialog (add child: the form starts with the parent's key in `parentField`),
 * permission-gated row actions with confirms.
 */
import { useState } from 'react';
import { Box, Button, HStack, IconButton } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuChevronRight, LuChevronsDownUp, LuChevronsUpDown, LuPlus } from 'react-icons/lu';
import type { CallContract, CallInput } from '../../platform/contracts/define-call';
import { DataTable, EmptyState, PageHeader, type DataTableColumn } from '../components';
import { useCall, useSession } from '../runtime';
import { allowed, RowActionButtons, useActionRunner } from './actions';
import { FilterBar } from './filter-bar';
import { FormDialog, type FormTarget } from './form-dialog';
import { filterInputOf, mergeListQuery, readListQuery } from './query';
import { keysToDepth, visibleRows, type TreeAccess, type TreeRow } from './tree';
import type { NodeOf, ResourceColumn, RowAction, TreePageConfig } from './types';

/** Props of {@link TreePage}. */
export interface TreePageProps<C extends CallContract, Node> {
  config: TreePageConfig<C, Node>;
}

const defaultChildren = (node: unknown) => (node as { children?: unknown[] | null }).children;

/** A tree page (see the module comment and TreePageConfig). */
export function TreePage<C extends CallContract, Node = NodeOf<C>>({ config }: TreePageProps<C, Node>) {
  const { t } = useTranslation([config.ns, 'resource', 'common']);
  const codes = useSession().user?.permissions;
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = config.filters ?? [];
  const query = readListQuery(params, filters);
  const tree = useCall(config.tree, filterInputOf(query, filters, config.treeInput) as CallInput<C>);
  const nodes = (tree.data as Node[] | undefined) ?? [];
  const access: TreeAccess<Node> = {
    rowKey: config.rowKey,
    childrenOf: (config.childrenOf ?? defaultChildren) as TreeAccess<Node>['childrenOf'],
  };
  const [expanded, setExpanded] = useState<ReadonlySet<string | number> | null>(null);
  const filtering = Object.values(query.filters).some((v) => v.trim() !== '');
  const open = expanded ?? keysToDepth(nodes, access, filtering ? Infinity : (config.defaultExpandDepth ?? 1));
  // After a change every cached read goes stale, not only this list: dropdowns and other
  // pages' lists may show what changed (a new role in the user form's role choices).
  const reload = () => void queryClient.invalidateQueries();
  const runner = useActionRunner<Node>(config.ns, reload);
  const [target, setTarget] = useState<FormTarget<Node> | null>(null);

  const { form, remove, addChild } = config;
  const parentField = config.parentField ?? 'parentId';
  const canCreate = !!form?.create && allowed(codes, form.create.permission);
  const rowActions: RowAction<Node>[] = [
    ...(canCreate && addChild && allowed(codes, addChild.permission)
      ? [
          {
            key: 'addChild',
            label: addChild.label ?? 'resource:addChild',
            visible: addChild.visible,
            run: {
              onClick: (node: Node) =>
                setTarget({ kind: 'create', values: { ...form!.defaults, [parentField]: config.rowKey(node) } }),
            },
          },
        ]
      : []),
    ...(form?.update && allowed(codes, form.update.permission)
      ? [
          {
            key: 'edit',
            label: 'resource:edit',
            run: { onClick: (node: Node) => setTarget({ kind: 'edit', row: node }) },
          },
        ]
      : []),
    ...(config.rowActions ?? []).filter((a) => allowed(codes, a.permission)),
    ...(remove && allowed(codes, remove.permission)
      ? [
          {
            key: 'delete',
            label: 'resource:delete',
            danger: true,
            confirm: 'resource:confirmDelete',
            run: { call: remove.call, input: (node: Node) => remove.input([node]), successMessage: 'resource:deleted' },
          },
        ]
      : []),
  ];

  const toggle = (key: string | number) => {
    const next = new Set(open);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setExpanded(next);
  };
  const cell = (c: ResourceColumn<Node>) => (node: Node) => {
    if (c.render) return c.render(node);
    const v = (node as Record<string, unknown>)[c.key];
    return v === null || v === undefined ? '' : String(v);
  };
  const columns: DataTableColumn<TreeRow<Node>>[] = config.columns.map((c, i) => ({
    key: c.key,
    header: t(c.label),
    align: c.align,
    width: c.width,
    nowrap: c.nowrap,
    render:
      i > 0
        ? (r) => cell(c)(r.node)
        : (r) => (
            <HStack gap="1" ps={`${r.depth * 1.5}rem`} data-depth={r.depth}>
              {r.hasChildren ? (
                <IconButton
                  size="2xs"
                  variant="ghost"
                  aria-label={t(r.expanded ? 'resource:collapse' : 'resource:expand')}
                  aria-expanded={r.expanded}
                  onClick={() => toggle(r.key)}
                >
                  {r.expanded ? <LuChevronDown /> : <LuChevronRight />}
                </IconButton>
              ) : (
                <Box width="6" flexShrink={0} />
              )}
              <Box>{cell(c)(r.node)}</Box>
            </HStack>
          ),
  }));
  if (rowActions.length) {
    columns.push({
      key: 'actions',
      header: t('resource:actions'),
      align: 'end',
      nowrap: true,
      render: (r) => <RowActionButtons row={r.node} actions={rowActions} ns={config.ns} onRun={runner.runRow} />,
    });
  }

  return (
    <Box data-testid={`${config.id}-page`}>
      <PageHeader
        title={t(config.title)}
        description={config.description ? t(config.description) : undefined}
        actions={
          <>
            {canCreate ? (
              <Button
                size="sm"
                colorPalette="blue"
                data-testid={`${config.id}-add`}
                onClick={() => setTarget({ kind: 'create', values: { ...form!.defaults } })}
              >
                <LuPlus />
                {t('resource:add')}
              </Button>
            ) : null}
            <Button size="sm" variant="outline" onClick={() => setExpanded(keysToDepth(nodes, access, Infinity))}>
              <LuChevronsUpDown />
              {t('resource:expandAll')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setExpanded(new Set())}>
              <LuChevronsDownUp />
              {t('resource:collapseAll')}
            </Button>
            {config.toolbar}
          </>
        }
      />
      {filters.length ? (
        <FilterBar
          key={JSON.stringify(query.filters)}
          filters={filters}
          ns={config.ns}
          values={query.filters}
          onSearch={(values) => {
            setExpanded(null);
            setParams((current) => mergeListQuery(current, { ...query, filters: values }, filters));
          }}
          onReset={(values) => {
            setExpanded(null);
            setParams((current) => mergeListQuery(current, { ...query, filters: values }, filters));
          }}
        />
      ) : null}
      <DataTable
        label={t(config.title)}
        columns={columns}
        rows={visibleRows(nodes, access, open)}
        rowKey={(r) => r.key}
        loading={tree.isFetching}
        error={tree.isError ? tree.error : undefined}
        onRetry={() => void tree.refetch()}
        empty={<EmptyState title={config.emptyTitle ? t(config.emptyTitle) : undefined} />}
      />
      {form ? (
        <FormDialog
          form={form}
          ns={config.ns}
          id={config.id}
          target={target}
          onClose={() => setTarget(null)}
          onSaved={() => {
            setTarget(null);
            reload();
          }}
        />
      ) : null}
      {runner.dialog}
    </Box>
  );
}
