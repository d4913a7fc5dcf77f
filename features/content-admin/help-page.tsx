/**
 * /help (spec §2 base admin pages): the help categories (names in CN, EN and TC, sort,
 * shown or hidden; a category that holds articles is not deleted) above the help
 * articles (./article-pages.tsx, filtered by category too).
 */
import { Stack } from '@chakra-ui/react';
import {
  HelpKindFields,
  helpKindAdd,
  helpKindDelete,
  helpKindEdit,
  helpKindPage,
  type HelpKindRow,
} from '../../platform/contracts/content.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { ArticleList } from './article-pages';

/** The declaration of the help categories' list. */
export const helpKindConfig: ResourcePageConfig<typeof helpKindPage, HelpKindRow> = {
  id: 'helpKind',
  ns: 'content',
  title: 'helpKind.title',
  list: helpKindPage,
  rowKey: (r) => r.id,
  filters: [{ name: 'keyword', label: 'field.title', kind: 'text' }],
  columns: [
    { key: 'name', label: 'field.title' },
    { key: 'articles', label: 'helpKind.articles', align: 'end' },
    { key: 'sort', label: 'field.sort', align: 'end' },
    {
      key: 'status',
      label: 'field.shown',
      render: (r) => (r.status === 0 ? '✓' : '—'),
    },
  ],
  form: {
    fields: [
      { name: 'nameCn', label: 'field.nameCn', kind: 'text' },
      { name: 'nameEn', label: 'field.nameEn', kind: 'text' },
      { name: 'nameTc', label: 'field.nameTc', kind: 'text' },
      { name: 'sort', label: 'field.sort', kind: 'number' },
      { name: 'status', label: 'field.shown', kind: 'switch', checkedValue: 0, uncheckedValue: 1 },
    ],
    schema: HelpKindFields,
    create: { call: helpKindAdd, permission: helpKindAdd.access },
    update: { call: helpKindEdit, permission: helpKindEdit.access },
    defaults: { nameCn: '', nameEn: '', nameTc: '', sort: 0, status: 0 },
    toValues: (r) => ({ nameCn: r.nameCn, nameEn: r.nameEn, nameTc: r.nameTc, sort: r.sort, status: r.status }),
    createTitle: 'helpKind.addTitle',
    editTitle: 'helpKind.editTitle',
  },
  remove: {
    call: helpKindDelete,
    permission: helpKindDelete.access,
    input: (rows) => ({ ids: rows.map((r) => r.id) }),
  },
};

/** /help. */
export function HelpPage() {
  return (
    <Stack gap="8">
      <ResourcePage config={helpKindConfig} />
      <ArticleList kind="help" />
    </Stack>
  );
}
