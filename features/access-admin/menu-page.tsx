/**
 * /menu — the menu tree of one application (spec §3, §7): an application
 * selector (kept in the URL as `application`), the tree with buttons, add / add child /
 * edit / delete (with the subtree), and "restore from base" for the application.
 */
import { useState } from 'react';
import { Badge, Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  appList,
  MenuAddInput,
  menuAdd,
  menuDelete,
  menuEdit,
  menuTree,
  menuUpdateFromBase,
  type MenuTreeNode,
} from '../../platform/contracts/permission.contract';
import { ConfirmDialog } from '../../ui/components';
import { TreePage, type ResourceOption, type TreePageConfig } from '../../ui/resource-page';
import { callKey, toaster, useCall, useMutationCall, useSession } from '../../ui/runtime';

/** Optional text fields: an empty input means "none". */
const OPTIONAL = ['parentId', 'path', 'permission', 'icon', 'target', 'link'] as const;

/** The form's schema: the add contract's rules, empty optional fields left out first. */
export const MenuFormSchema = z.preprocess((v) => {
  if (typeof v !== 'object' || v === null) return v;
  const out: Record<string, unknown> = { ...v };
  for (const k of OPTIONAL) if (out[k] === '' || out[k] === null) delete out[k];
  return out;
}, MenuAddInput);

/** Folders and pages of a tree as parent choices (buttons hold no children). */
export function parentOptions(nodes: readonly MenuTreeNode[]): ResourceOption[] {
  return nodes
    .filter((n) => n.type !== 2)
    .map((n) => ({ value: n.id, label: n.title, raw: true, children: parentOptions(n.children) }));
}

/** The page's declaration for `application`. */
export function menuConfig(application: string): TreePageConfig<typeof menuTree> {
  return {
    id: 'menu',
    ns: 'accessAdmin',
    title: 'menu.title',
    description: 'menu.description',
    tree: menuTree,
    treeInput: { application },
    rowKey: (n) => n.id,
    defaultExpandDepth: 1,
    columns: [
      { key: 'title', label: 'menu.titleCol' },
      { key: 'type', label: 'menu.type', render: (n) => <TypeBadge type={n.type} /> },
      { key: 'path', label: 'menu.path', render: (n) => n.link ?? n.path },
      { key: 'permission', label: 'menu.permission' },
      { key: 'icon', label: 'menu.icon' },
      { key: 'sort', label: 'menu.sort', align: 'end' },
      { key: 'status', label: 'menu.status', render: (n) => <ShownBadge shown={n.status === 0} /> },
    ],
    form: {
      fields: [
        {
          name: 'parentId',
          label: 'menu.parent',
          kind: 'tree',
          single: true,
          placeholder: 'menu.root',
          span: 2,
          options: { call: menuTree, input: { application }, toOptions: (data: MenuTreeNode[]) => parentOptions(data) },
        },
        {
          name: 'type',
          label: 'menu.type',
          kind: 'select',
          options: [0, 1, 2].map((v) => ({ value: v, label: `menu.types.${v}` })),
        },
        { name: 'name', label: 'menu.name', kind: 'text' },
        { name: 'titleCn', label: 'menu.titleCn', kind: 'text' },
        { name: 'titleEn', label: 'menu.titleEn', kind: 'text' },
        { name: 'titleTc', label: 'menu.titleTc', kind: 'text' },
        { name: 'permission', label: 'menu.permission', kind: 'text' },
        { name: 'path', label: 'menu.path', kind: 'text', help: 'menu.pathHelp' },
        { name: 'link', label: 'menu.link', kind: 'text' },
        {
          name: 'target',
          label: 'menu.target',
          kind: 'select',
          options: ['_self', '_blank'].map((v) => ({ value: v, label: `menu.targets.${v}` })),
        },
        { name: 'icon', label: 'menu.icon', kind: 'text' },
        { name: 'sort', label: 'menu.sort', kind: 'number' },
        { name: 'status', label: 'menu.status', kind: 'switch', checkedValue: 0, uncheckedValue: 1 },
      ],
      schema: MenuFormSchema,
      create: { call: menuAdd, permission: 'system:menu:add' },
      update: { call: menuEdit, permission: 'system:menu:edit' },
      defaults: {
        application,
        parentId: null,
        type: 1,
        name: '',
        titleCn: '',
        titleEn: '',
        titleTc: '',
        path: '',
        sort: 0,
        status: 0,
      },
      toValues: (n) => ({
        application,
        parentId: n.parentId,
        type: n.type,
        name: n.name,
        titleCn: n.titleCn,
        titleEn: n.titleEn,
        titleTc: n.titleTc,
        permission: n.permission ?? '',
        path: n.path,
        link: n.link ?? '',
        target: n.target ?? '',
        icon: n.icon ?? '',
        sort: n.sort,
        status: n.status,
      }),
      toInput: (v, row) => {
        if (!row) return v;
        const { application: _application, ...rest } = v;
        return { ...rest, id: row.id };
      },
    },
    addChild: { permission: 'system:menu:add', visible: (n) => n.type !== 2 },
    remove: { call: menuDelete, permission: 'system:menu:delete', input: ([n]) => ({ id: n.id }) },
  };
}

/** A node type in the user's language. */
function TypeBadge({ type }: { type: 0 | 1 | 2 }) {
  const { t } = useTranslation('accessAdmin');
  return <Badge colorPalette={['purple', 'blue', 'gray'][type]}>{t(`menu.types.${type}`)}</Badge>;
}

/** Shown / hidden in the user's language. */
function ShownBadge({ shown }: { shown: boolean }) {
  const { t } = useTranslation('accessAdmin');
  return <Badge colorPalette={shown ? 'green' : 'gray'}>{t(shown ? 'menu.shown' : 'menu.hidden')}</Badge>;
}

/** The application selector and "restore from base" (when the application is in the base). */
function MenuToolbar({ application, onChange }: { application: string; onChange: (code: string) => void }) {
  const { t } = useTranslation('accessAdmin');
  const apps = useCall(appList, undefined).data ?? [];
  const canRestore =
    useSession().hasPermi('system:menu:restore') && apps.some((a) => a.code === application && a.inBase);
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const restore = useMutationCall(menuUpdateFromBase, {
    onSuccess: () => {
      setAsking(false);
      toaster.create({ type: 'success', description: t('menu.restored') });
      void queryClient.invalidateQueries({ queryKey: callKey(menuTree) });
    },
  });
  return (
    <HStack gap="2">
      <Text textStyle="sm" color="fg.muted">
        {t('menu.application')}
      </Text>
      <NativeSelect.Root size="sm" width="48">
        <NativeSelect.Field
          aria-label={t('menu.application')}
          data-testid="menu-application"
          value={application}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          {apps.map((a) => (
            <option key={a.code} value={a.code}>
              {a.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {canRestore ? (
        <Button size="sm" variant="outline" data-testid="menu-restore" onClick={() => setAsking(true)}>
          {t('menu.restore')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking}
        message={t('menu.confirmRestore')}
        pending={restore.isPending}
        onConfirm={() => restore.mutate({ application })}
        onClose={() => setAsking(false)}
      />
    </HStack>
  );
}

/** The page component (default export: loaded lazily by the route table). */
export default function MenuPage() {
  const [params, setParams] = useSearchParams();
  const apps = useCall(appList, undefined).data;
  const application = params.get('application') || apps?.find((a) => a.isDefault)?.code || apps?.[0]?.code;
  if (!application) return null;
  const config = {
    ...menuConfig(application),
    toolbar: <MenuToolbar application={application} onChange={(code) => setParams({ application: code })} />,
  };
  return <TreePage key={application} config={config} />;
}
