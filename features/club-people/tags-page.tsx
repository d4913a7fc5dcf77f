/**
 * /tags (spec §2 fitness set): the club's tags — coach specialties, courses, members — by kind and
 * name; add / edit (kind, names in CN, EN and TC, sort) and delete. The server refuses deleting a tag
 * coaches use (CLUB_TAG_IN_USE) and moving it to another kind (CLUB_TAG_KIND_LOCKED).
 */
import { Badge } from '@chakra-ui/react';
import {
  ClubTagFields,
  clubTagAdd,
  clubTagDelete,
  clubTagEdit,
  clubTagPage,
  type ClubTagRow,
} from '../../platform/contracts/club-people.contract';
import { ResourcePage, type ResourceOption, type ResourcePageConfig } from '../../ui/resource-page';
import { useTranslation } from 'react-i18next';

/** The three kinds as choices. */
export const TAG_KIND_OPTIONS: ResourceOption[] = [
  { value: 'coach', label: 'kind.coach' },
  { value: 'course', label: 'kind.course' },
  { value: 'member', label: 'kind.member' },
];

/** A tag's kind as a badge. */
function KindBadge({ kind }: { kind: ClubTagRow['kind'] }) {
  const { t } = useTranslation('clubPeople');
  return (
    <Badge colorPalette={kind === 'coach' ? 'teal' : kind === 'course' ? 'purple' : 'orange'}>
      {t(`kind.${kind}`)}
    </Badge>
  );
}

/** The declaration of /tags' list and form. */
export const tagsConfig: ResourcePageConfig<typeof clubTagPage, ClubTagRow> = {
  id: 'club-tag',
  ns: 'clubPeople',
  title: 'tags.title',
  description: 'tags.description',
  list: clubTagPage,
  rowKey: (r) => r.id,
  filters: [
    { name: 'keyword', label: 'tags.keyword', kind: 'text' },
    { name: 'kind', label: 'tags.kind', kind: 'select', options: TAG_KIND_OPTIONS },
  ],
  columns: [
    { key: 'nameCn', label: 'tags.nameCn' },
    { key: 'nameEn', label: 'tags.nameEn' },
    { key: 'nameTc', label: 'tags.nameTc' },
    { key: 'kind', label: 'tags.kind', nowrap: true, render: (r) => <KindBadge kind={r.kind} /> },
    { key: 'coaches', label: 'tags.coaches', align: 'end' },
    { key: 'sort', label: 'tags.sort', align: 'end' },
  ],
  form: {
    fields: [
      { name: 'kind', label: 'tags.kind', kind: 'select', options: TAG_KIND_OPTIONS },
      { name: 'nameCn', label: 'tags.nameCn', kind: 'text' },
      { name: 'nameEn', label: 'tags.nameEn', kind: 'text' },
      { name: 'nameTc', label: 'tags.nameTc', kind: 'text' },
      { name: 'sort', label: 'tags.sort', kind: 'number' },
    ],
    schema: ClubTagFields,
    create: { call: clubTagAdd, permission: clubTagAdd.access },
    update: { call: clubTagEdit, permission: clubTagEdit.access },
    defaults: { kind: 'coach', nameCn: '', nameEn: '', nameTc: '', sort: 0 },
    toValues: (r) => ({ kind: r.kind, nameCn: r.nameCn, nameEn: r.nameEn, nameTc: r.nameTc, sort: r.sort }),
    createTitle: 'tags.addTitle',
    editTitle: 'tags.editTitle',
  },
  remove: {
    call: clubTagDelete,
    permission: clubTagDelete.access,
    input: (rows) => ({ ids: rows.map((r) => r.id) }),
  },
};

/** /tags. */
export default function TagsPage() {
  return <ResourcePage config={tagsConfig} />;
}
