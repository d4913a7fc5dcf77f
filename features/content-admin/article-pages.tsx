/**
 * /siteNews and /siteNotice (spec §2 base admin pages), and the article list of /help: one
 * declaration per kind over its own calls. List filtered by title (any language) and status,
 * pinned first then newest; add / edit in the rich-text dialog (./article-dialog.tsx);
 * publish or withdraw, pin or unpin, delete — each shown only with its permission code.
 */
import { useMemo, useState } from 'react';
import { Badge, Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPin, LuPlus } from 'react-icons/lu';
import {
  ARTICLE_CALLS,
  helpKindPage,
  type ArticleKind,
  type ArticleRow,
  type HelpKindRow,
} from '../../platform/contracts/content.contract';
import type { Page } from '../../platform/protocol/envelope';
import { ResourcePage, type ResourceFilter, type ResourcePageConfig } from '../../ui/resource-page';
import { useSession } from '../../ui/runtime';
import { ArticleDialog, type ArticleTarget } from './article-dialog';

/** The status of a row: draft, published, or published with a publish time still to come. */
function StatusText({ row }: { row: ArticleRow }) {
  const { t } = useTranslation('content');
  const scheduled = row.status === 'published' && Date.parse(row.publishAt) > Date.now();
  const key = scheduled ? 'scheduled' : row.status;
  return (
    <HStack gap="1">
      <Badge colorPalette={key === 'published' ? 'green' : key === 'scheduled' ? 'blue' : 'gray'}>
        {t(`status.${key}`)}
      </Badge>
      {row.pinned && (
        <Badge colorPalette="orange" role="img" aria-label={t('field.pinned')}>
          <LuPin />
        </Badge>
      )}
    </HStack>
  );
}

const statusFilter: ResourceFilter = {
  name: 'status',
  label: 'field.status',
  kind: 'select',
  options: [
    { value: 'draft', label: 'status.draft' },
    { value: 'published', label: 'status.published' },
  ],
};

const helpKindFilter: ResourceFilter = {
  name: 'helpKindId',
  label: 'field.helpKind',
  kind: 'select',
  numeric: true,
  options: {
    call: helpKindPage,
    input: { pageSize: 100 },
    toOptions: (page: Page<HelpKindRow>) => page.rows.map((k) => ({ value: k.id, label: k.name, raw: true })),
  },
};

const time = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** The declaration of the list of `kind`; `edit` opens the dialog on a row. */
export function articleConfig(
  kind: ArticleKind,
  edit: (row: ArticleRow) => void,
): ResourcePageConfig<(typeof ARTICLE_CALLS)[ArticleKind]['page'], ArticleRow> {
  const calls = ARTICLE_CALLS[kind];
  return {
    id: kind,
    ns: 'content',
    title: `${kind}.title`,
    description: `${kind}.description`,
    list: calls.page,
    rowKey: (r) => r.id,
    filters: [
      { name: 'keyword', label: 'field.title', kind: 'text' },
      statusFilter,
      ...(kind === 'help' ? [helpKindFilter] : []),
    ],
    columns: [
      { key: 'title', label: 'field.title' },
      ...(kind === 'help' ? [{ key: 'helpKindName', label: 'field.helpKind' }] : []),
      { key: 'status', label: 'field.status', nowrap: true, render: (r) => <StatusText row={r} /> },
      { key: 'publishAt', label: 'field.publishAt', nowrap: true, render: (r) => time(r.publishAt) },
      { key: 'readCount', label: 'field.readCount', align: 'end' },
      { key: 'updatedBy', label: 'field.updatedBy' },
      { key: 'updatedAt', label: 'field.updatedAt', nowrap: true, render: (r) => time(r.updatedAt) },
    ],
    rowActions: [
      { key: 'edit', label: 'resource:edit', permission: calls.edit.access, run: { onClick: (row) => edit(row) } },
      {
        key: 'publish',
        label: 'action.publish',
        permission: calls.publish.access,
        visible: (r) => r.status === 'draft',
        confirm: 'action.confirmPublish',
        run: { call: calls.publish, input: (r) => ({ id: r.id, published: true }) },
      },
      {
        key: 'withdraw',
        label: 'action.withdraw',
        permission: calls.publish.access,
        visible: (r) => r.status === 'published',
        confirm: 'action.confirmWithdraw',
        run: { call: calls.publish, input: (r) => ({ id: r.id, published: false }) },
      },
      {
        key: 'pin',
        label: 'action.pin',
        permission: calls.pin.access,
        visible: (r) => !r.pinned,
        run: { call: calls.pin, input: (r) => ({ id: r.id, pinned: true }) },
      },
      {
        key: 'unpin',
        label: 'action.unpin',
        permission: calls.pin.access,
        visible: (r) => r.pinned,
        run: { call: calls.pin, input: (r) => ({ id: r.id, pinned: false }) },
      },
    ],
    remove: { call: calls.remove, permission: calls.remove.access, input: (rows) => ({ ids: rows.map((r) => r.id) }) },
  };
}

/** The list of `kind` with its Add button and rich-text dialog. */
export function ArticleList({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation(['content', 'resource']);
  const { hasPermi } = useSession();
  const [target, setTarget] = useState<ArticleTarget>(null);
  const config = useMemo(() => {
    const base = articleConfig(kind, (row) => setTarget({ kind: 'edit', row }));
    return hasPermi(ARTICLE_CALLS[kind].add.access)
      ? {
          ...base,
          toolbar: (
            <Button
              size="sm"
              colorPalette="teal"
              data-testid={`${kind}-add`}
              onClick={() => setTarget({ kind: 'create' })}
            >
              <LuPlus /> {t('resource:add')}
            </Button>
          ),
        }
      : base;
  }, [kind, hasPermi, t]);
  return (
    <>
      <ResourcePage config={config} />
      <ArticleDialog kind={kind} target={target} onClose={() => setTarget(null)} />
    </>
  );
}

/** /siteNews. */
export function SiteNewsPage() {
  return <ArticleList kind="news" />;
}

/** /siteNotice. */
export function SiteNoticePage() {
  return <ArticleList kind="notice" />;
}
