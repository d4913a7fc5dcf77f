/**
 * /enterWhite (spec §2 fitness set): people who pass the gates without a card — staff and coaches (a
 * user) and guests (by name) — each with an optional validity; list by kind and name, add, edit, delete.
 */
import { useTranslation } from 'react-i18next';
import {
  enterWhiteAdd,
  enterWhiteDelete,
  enterWhiteEdit,
  enterWhitePage,
  WhiteFields,
  type WhiteRow,
} from '../../platform/contracts/club-gate.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { userOptions, WHITE_KIND_OPTIONS } from './shared';

/** A validity in words: `from – to`, open ends shown as "no limit". */
function Validity({ row }: { row: WhiteRow }) {
  const { t } = useTranslation('clubGate');
  if (!row.validFrom && !row.validTo) return <>{t('enterWhite.always')}</>;
  return <>{`${row.validFrom ?? '…'} – ${row.validTo ?? '…'}`}</>;
}

/** A whitelist entry's kind in words. */
function Kind({ kind }: { kind: string }) {
  const { t } = useTranslation('clubGate');
  return <>{t(`whiteKind.${kind}`)}</>;
}

/** The declaration of /enterWhite. */
export const enterWhiteConfig: ResourcePageConfig<typeof enterWhitePage, WhiteRow> = {
  id: 'enter-white',
  ns: 'clubGate',
  title: 'enterWhite.title',
  description: 'enterWhite.description',
  list: enterWhitePage,
  rowKey: (r) => r.id,
  filters: [
    { name: 'keyword', label: 'enterWhite.keyword', kind: 'text' },
    { name: 'kind', label: 'enterWhite.kind', kind: 'select', options: WHITE_KIND_OPTIONS },
  ],
  columns: [
    { key: 'name', label: 'enterWhite.name' },
    { key: 'account', label: 'enterWhite.account', render: (r) => r.account ?? '—' },
    { key: 'kind', label: 'enterWhite.kind', render: (r) => <Kind kind={r.kind} /> },
    { key: 'validTo', label: 'enterWhite.validTo', render: (r) => <Validity row={r} /> },
    { key: 'note', label: 'enterWhite.note' },
  ],
  form: {
    fields: [
      { name: 'kind', label: 'enterWhite.kind', kind: 'select', options: WHITE_KIND_OPTIONS },
      { name: 'userId', label: 'enterWhite.user', kind: 'select', options: userOptions, nullable: true },
      { name: 'name', label: 'enterWhite.name', kind: 'text' },
      { name: 'validFrom', label: 'enterWhite.validFrom', kind: 'date', nullable: true },
      { name: 'validTo', label: 'enterWhite.validTo', kind: 'date', nullable: true },
      { name: 'note', label: 'enterWhite.note', kind: 'textarea' },
    ],
    schema: WhiteFields,
    create: { call: enterWhiteAdd, permission: enterWhiteAdd.access },
    update: { call: enterWhiteEdit, permission: enterWhiteEdit.access },
    defaults: { kind: 'staff', userId: null, name: '', validFrom: null, validTo: null, note: '' },
    toValues: (r) => ({
      kind: r.kind,
      userId: r.userId,
      name: r.name,
      validFrom: r.validFrom,
      validTo: r.validTo,
      note: r.note,
    }),
    createTitle: 'enterWhite.addTitle',
    editTitle: 'enterWhite.editTitle',
  },
  remove: {
    call: enterWhiteDelete,
    permission: enterWhiteDelete.access,
    input: (rows) => ({ ids: rows.map((r) => r.id) }),
  },
};

/** /enterWhite. */
export default function EnterWhitePage() {
  return <ResourcePage config={enterWhiteConfig} />;
}
