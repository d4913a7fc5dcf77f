/**
 * /flexibleMenu: the quick entries of the terminal's home page as a resource
 * page — titles in CN / EN / TC, an icon name, an in-app path or an external link with
 * how it opens, order and status.
 */
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  FlexibleMenuCreateInput,
  flexibleMenuAdd,
  flexibleMenuDelete,
  flexibleMenuEdit,
  flexibleMenuPage,
  type FlexibleMenuRow,
} from '../../platform/contracts/settings.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { statusColumn, statusField, statusFilter } from './status';

/** Where an entry goes: its path, or its link and how the link opens. */
function Place({ row }: { row: FlexibleMenuRow }) {
  const { t } = useTranslation('settingsAdmin');
  if (row.path) return <Text fontFamily="mono">{row.path}</Text>;
  return (
    <Text truncate maxW="sm" title={row.link ?? undefined}>
      {row.link}{' '}
      {row.target ? (
        <Text as="span" color="fg.muted">
          ({t(`flexibleMenu.targets.${row.target}`)})
        </Text>
      ) : null}
    </Text>
  );
}

const config: ResourcePageConfig<typeof flexibleMenuPage, FlexibleMenuRow> = {
  id: 'flexible-menu',
  ns: 'settingsAdmin',
  title: 'flexibleMenu.title',
  description: 'flexibleMenu.description',
  list: flexibleMenuPage,
  rowKey: (r) => r.id,
  filters: [{ name: 'title', label: 'flexibleMenu.entryTitle', kind: 'text' }, statusFilter],
  columns: [
    { key: 'titleCn', label: 'flexibleMenu.titleCn' },
    { key: 'titleEn', label: 'flexibleMenu.titleEn' },
    { key: 'titleTc', label: 'flexibleMenu.titleTc' },
    { key: 'icon', label: 'flexibleMenu.icon' },
    {
      key: 'place',
      label: 'flexibleMenu.place',
      render: (r) => <Place row={r} />,
      exportValue: (r) => r.path ?? r.link,
    },
    { key: 'sort', label: 'sort', align: 'end' },
    statusColumn<FlexibleMenuRow>(),
  ],
  form: {
    fields: [
      { name: 'titleCn', label: 'flexibleMenu.titleCn', kind: 'text' },
      { name: 'titleEn', label: 'flexibleMenu.titleEn', kind: 'text' },
      { name: 'titleTc', label: 'flexibleMenu.titleTc', kind: 'text' },
      { name: 'icon', label: 'flexibleMenu.icon', kind: 'text' },
      { name: 'path', label: 'flexibleMenu.path', kind: 'text', help: 'flexibleMenu.pathHelp' },
      { name: 'link', label: 'flexibleMenu.link', kind: 'text', help: 'flexibleMenu.linkHelp' },
      {
        name: 'target',
        label: 'flexibleMenu.target',
        kind: 'select',
        options: [
          { value: '_blank', label: 'flexibleMenu.targets._blank' },
          { value: '_self', label: 'flexibleMenu.targets._self' },
        ],
      },
      { name: 'sort', label: 'sort', kind: 'number' },
      statusField,
    ],
    schema: FlexibleMenuCreateInput,
    create: { call: flexibleMenuAdd, permission: flexibleMenuAdd.access },
    update: { call: flexibleMenuEdit, permission: flexibleMenuEdit.access },
    defaults: {
      titleCn: '',
      titleEn: '',
      titleTc: '',
      icon: '',
      path: '',
      link: '',
      target: '_blank',
      sort: 0,
      status: 0,
    },
    toValues: (r) => ({
      titleCn: r.titleCn,
      titleEn: r.titleEn,
      titleTc: r.titleTc,
      icon: r.icon ?? '',
      path: r.path ?? '',
      link: r.link ?? '',
      target: r.target ?? '_blank',
      sort: r.sort,
      status: r.status,
    }),
    createTitle: 'flexibleMenu.addTitle',
    editTitle: 'flexibleMenu.editTitle',
  },
  remove: {
    call: flexibleMenuDelete,
    permission: flexibleMenuDelete.access,
    input: (rows) => ({ ids: rows.map((r) => r.id) }),
  },
};

/** The page component (default export: loaded lazily by the route table). */
export default function FlexibleMenuPage() {
  return <ResourcePage config={config} />;
}
