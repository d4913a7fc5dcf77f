/**
 * /reserveNotice and /disclaimers — the texts a booker reads and accepts before booking
 * (spec §2): one declaration per kind over its own calls. List filtered by title,
 * scene ("every scene" too) and status; add / edit the title and content in CN, EN and TC
 * for one scene or every scene (each edit raises the version the server shows); delete.
 */
import { useTranslation } from 'react-i18next';
import { sceneList, type VenueChoice } from '../../platform/contracts/assets.contract';
import { NOTICE_CALLS, NoticeFields, type NoticeKind, type NoticeRow } from '../../platform/contracts/notice.contract';
import { ResourcePage, type OptionSource, type ResourcePageConfig } from '../../ui/resource-page';
import { sceneOptions, statusField, statusFilter, StatusBadge } from './shared';

/** Scenes for the filter, after "every scene" (value 0: the texts for every scene). */
const sceneFilterOptions: OptionSource = {
  call: sceneList,
  toOptions: (rows: VenueChoice[]) => [
    { value: 0, label: 'text.allScenes' },
    ...rows.map((s) => ({ value: s.id, label: s.name, raw: true })),
  ],
};

/** The scene of a text, or "every scene". */
function SceneText({ row }: { row: NoticeRow }) {
  const { t } = useTranslation('rulesAdmin');
  return <>{row.sceneName ?? t('text.allScenes')}</>;
}

/** The declaration of the page of `kind` (texts under `text.*`, titles under `<kind>.*`). */
export function noticeConfig(
  kind: NoticeKind,
): ResourcePageConfig<(typeof NOTICE_CALLS)[NoticeKind]['page'], NoticeRow> {
  const calls = NOTICE_CALLS[kind];
  return {
    id: kind,
    ns: 'rulesAdmin',
    title: `${kind}.title`,
    description: `${kind}.description`,
    list: calls.page,
    rowKey: (r) => r.id,
    filters: [
      { name: 'keyword', label: 'text.titleLabel', kind: 'text' },
      { name: 'sceneId', label: 'text.scene', kind: 'select', options: sceneFilterOptions },
      statusFilter,
    ],
    columns: [
      { key: 'title', label: 'text.titleLabel' },
      { key: 'sceneName', label: 'text.scene', render: (r) => <SceneText row={r} /> },
      { key: 'version', label: 'text.version', align: 'end' },
      { key: 'status', label: 'status.label', nowrap: true, render: (r) => <StatusBadge status={r.status} /> },
      {
        key: 'updatedAt',
        label: 'text.updatedAt',
        nowrap: true,
        render: (r) => r.updatedAt.slice(0, 16).replace('T', ' '),
      },
      { key: 'sort', label: 'sort', align: 'end' },
    ],
    form: {
      fields: [
        { name: 'sceneId', label: 'text.scene', kind: 'select', options: sceneOptions, placeholder: 'text.allScenes' },
        statusField,
        { name: 'titleCn', label: 'text.titleCn', kind: 'text', span: 2 },
        { name: 'contentCn', label: 'text.contentCn', kind: 'textarea' },
        { name: 'titleEn', label: 'text.titleEn', kind: 'text', span: 2 },
        { name: 'contentEn', label: 'text.contentEn', kind: 'textarea' },
        { name: 'titleTc', label: 'text.titleTc', kind: 'text', span: 2 },
        { name: 'contentTc', label: 'text.contentTc', kind: 'textarea' },
        { name: 'sort', label: 'sort', kind: 'number' },
      ],
      schema: NoticeFields,
      create: { call: calls.add, permission: calls.add.access },
      update: { call: calls.edit, permission: calls.edit.access },
      defaults: {
        sceneId: null,
        titleCn: '',
        titleEn: '',
        titleTc: '',
        contentCn: '',
        contentEn: '',
        contentTc: '',
        status: 0,
        sort: 0,
      },
      toValues: (r) => ({
        sceneId: r.sceneId,
        titleCn: r.titleCn,
        titleEn: r.titleEn,
        titleTc: r.titleTc,
        contentCn: r.contentCn,
        contentEn: r.contentEn,
        contentTc: r.contentTc,
        status: r.status,
        sort: r.sort,
      }),
      createTitle: `${kind}.addTitle`,
      editTitle: `${kind}.editTitle`,
    },
    remove: { call: calls.remove, permission: calls.remove.access, input: (rows) => ({ ids: rows.map((r) => r.id) }) },
  };
}

const notices = noticeConfig('notice');
const disclaimers = noticeConfig('disclaimer');

/** /reserveNotice. */
export function ReserveNoticePage() {
  return <ResourcePage config={notices} />;
}

/** /disclaimers. */
export function DisclaimersPage() {
  return <ResourcePage config={disclaimers} />;
}
