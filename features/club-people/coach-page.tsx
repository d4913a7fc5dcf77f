/**
 * /coach (spec §2 fitness set): the club's coaches by name or account, level, status and specialty;
 * add (the account of the user the coach is, a display name, a photo from the media library's
 * pictures, introductions in CN, EN and TC, specialties from the tags of kind "coach", level, sort),
 * edit (the account stays) and turn off / on after a confirm. A coach turned off stays listed here
 * and disappears from the terminal.
 */
import { HStack, Image, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  CoachAddInput,
  clubCoachAdd,
  clubCoachChangeStatus,
  clubCoachEdit,
  clubCoachPage,
  clubTagList,
  type ClubTagOption,
  type CoachRow,
} from '../../platform/contracts/club-people.contract';
import { materialPage, type MaterialRow } from '../../platform/contracts/material.contract';
import { ResourcePage, type OptionSource, type ResourceOption, type ResourcePageConfig } from '../../ui/resource-page';
import { useLang } from '../../ui/runtime';
import type { Lang } from '../../platform/i18n/languages';
import { CoachStatusBadge, mediaSrc, tagName } from './shared';

/** The four levels as choices. */
const LEVEL_OPTIONS: ResourceOption[] = (['junior', 'intermediate', 'senior', 'master'] as const).map((l) => ({
  value: l,
  label: `level.${l}`,
}));

/** On and off as choices of the status filter. */
const STATUS_OPTIONS: ResourceOption[] = [
  { value: '0', label: 'status.0' },
  { value: '1', label: 'status.1' },
];

/** The tags of kind "coach" as choices (names in the reader's language). */
const SPECIALTY_OPTIONS: OptionSource = {
  call: clubTagList,
  input: { kind: 'coach' },
  toOptions: (tags: ClubTagOption[], lang: Lang) =>
    tags.map((t) => ({ value: t.id, label: tagName(t, lang), raw: true })),
};

/** The media library's pictures as photo choices (the first hundred, newest first). */
const PHOTO_OPTIONS: OptionSource = {
  call: materialPage,
  input: { kind: 'image', pageSize: 100 },
  toOptions: (page: { rows: MaterialRow[] }) => page.rows.map((m) => ({ value: m.id, label: m.name, raw: true })),
};

/** A coach's photo and display name. */
function CoachName({ row }: { row: CoachRow }) {
  const src = mediaSrc(row.photoUrl);
  return (
    <HStack gap="2">
      {src ? <Image src={src} alt={row.displayName} h="8" w="8" objectFit="cover" borderRadius="full" /> : null}
      <Text>{row.displayName}</Text>
    </HStack>
  );
}

/** A coach's specialties in the reader's language. */
function Specialties({ row }: { row: CoachRow }) {
  const { lang } = useLang();
  return <Text>{row.tags.map((t) => tagName(t, lang)).join('、')}</Text>;
}

/** The declaration of /coach's list, form and actions. */
export const coachConfig: ResourcePageConfig<typeof clubCoachPage, CoachRow> = {
  id: 'coach',
  ns: 'clubPeople',
  title: 'coach.title',
  description: 'coach.description',
  list: clubCoachPage,
  rowKey: (r) => r.id,
  filters: [
    { name: 'keyword', label: 'coach.keyword', kind: 'text' },
    { name: 'level', label: 'coach.level', kind: 'select', options: LEVEL_OPTIONS },
    { name: 'status', label: 'coach.status', kind: 'select', options: STATUS_OPTIONS },
    { name: 'tagId', label: 'coach.tags', kind: 'select', options: SPECIALTY_OPTIONS },
  ],
  columns: [
    { key: 'displayName', label: 'coach.displayName', render: (r) => <CoachName row={r} /> },
    { key: 'account', label: 'coach.account', nowrap: true },
    { key: 'userName', label: 'coach.userName', nowrap: true },
    {
      key: 'tags',
      label: 'coach.tags',
      render: (r) => <Specialties row={r} />,
      exportValue: (r) => r.tags.map((t) => t.nameCn).join('、'),
    },
    { key: 'level', label: 'coach.level', nowrap: true, render: (r) => <LevelText level={r.level} /> },
    { key: 'status', label: 'coach.status', nowrap: true, render: (r) => <CoachStatusBadge status={r.status} /> },
    { key: 'sort', label: 'coach.sort', align: 'end' },
  ],
  form: {
    fields: [
      { name: 'account', label: 'coach.account', kind: 'text', only: 'create', help: 'coach.accountHelp' },
      { name: 'displayName', label: 'coach.displayName', kind: 'text' },
      { name: 'level', label: 'coach.level', kind: 'select', options: LEVEL_OPTIONS },
      {
        name: 'photoMaterialId',
        label: 'coach.photo',
        kind: 'select',
        options: PHOTO_OPTIONS,
        placeholder: 'coach.noPhoto',
      },
      { name: 'tagIds', label: 'coach.tags', kind: 'multiSelect', options: SPECIALTY_OPTIONS, span: 2 },
      { name: 'introCn', label: 'coach.introCn', kind: 'textarea' },
      { name: 'introEn', label: 'coach.introEn', kind: 'textarea' },
      { name: 'introTc', label: 'coach.introTc', kind: 'textarea' },
      { name: 'sort', label: 'coach.sort', kind: 'number' },
    ],
    // The add input's schema; an edit has no account (its field shows on create only), hence optional.
    schema: CoachAddInput.partial({ account: true }),
    create: { call: clubCoachAdd, permission: clubCoachAdd.access },
    update: { call: clubCoachEdit, permission: clubCoachEdit.access },
    defaults: {
      account: '',
      displayName: '',
      level: 'junior',
      photoMaterialId: null,
      tagIds: [],
      introCn: '',
      introEn: '',
      introTc: '',
      sort: 0,
    },
    toValues: (r) => ({
      displayName: r.displayName,
      level: r.level,
      photoMaterialId: r.photoMaterialId,
      tagIds: r.tags.map((t) => t.id),
      introCn: r.introCn,
      introEn: r.introEn,
      introTc: r.introTc,
      sort: r.sort,
    }),
    toInput: (values, row) => {
      const photoMaterialId =
        values.photoMaterialId === '' || values.photoMaterialId === undefined ? null : values.photoMaterialId;
      if (row) {
        const { account: _account, ...fields } = values;
        return { ...fields, photoMaterialId, id: row.id };
      }
      return { ...values, photoMaterialId };
    },
    createTitle: 'coach.addTitle',
    editTitle: 'coach.editTitle',
  },
  rowActions: [
    {
      key: 'disable',
      label: 'coach.disable',
      permission: clubCoachChangeStatus.access,
      visible: (r) => r.status === 0,
      confirm: 'coach.disableConfirm',
      danger: true,
      run: { call: clubCoachChangeStatus, input: (r) => ({ id: r.id, status: 1 }) },
    },
    {
      key: 'enable',
      label: 'coach.enable',
      permission: clubCoachChangeStatus.access,
      visible: (r) => r.status === 1,
      confirm: 'coach.enableConfirm',
      run: { call: clubCoachChangeStatus, input: (r) => ({ id: r.id, status: 0 }) },
    },
  ],
};

/** A level's name. */
function LevelText({ level }: { level: CoachRow['level'] }) {
  const { t } = useTranslation('clubPeople');
  return <Text>{t(`level.${level}`)}</Text>;
}

/** /coach. */
export default function CoachPage() {
  return <ResourcePage config={coachConfig} />;
}
