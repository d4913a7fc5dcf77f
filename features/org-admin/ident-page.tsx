/**
 * /ident — temporary identities (spec §2 base admin pages): identities users
 * can be given for a period (sys_user.ident names one by code). List filtered by
 * code/name and status, add / edit (a new code is carried over to its holders) / delete
 * (not while users hold it).
 */
import { useTranslation } from 'react-i18next';
import {
  IdentAddInput,
  identAdd,
  identDelete,
  identEdit,
  identPage,
  type IdentRow,
} from '../../platform/contracts/org.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { statusColumn, statusField, statusFilter } from './shared';

/** `from ~ to`, or "no end" when both are open. */
function Validity({ row }: { row: IdentRow }) {
  const { t } = useTranslation('orgAdmin');
  return <>{validityText(row, t('ident.always'))}</>;
}

function validityText(row: IdentRow, always: string): string {
  return row.validFrom || row.validTo ? `${row.validFrom ?? ''} ~ ${row.validTo ?? ''}` : always;
}

/** The page's declaration. */
export const identConfig: ResourcePageConfig<typeof identPage, IdentRow> = {
  id: 'ident',
  ns: 'orgAdmin',
  title: 'ident.title',
  description: 'ident.description',
  list: identPage,
  rowKey: (r) => r.id,
  filters: [{ name: 'keyword', label: 'ident.keyword', kind: 'text' }, statusFilter],
  columns: [
    { key: 'code', label: 'ident.code' },
    { key: 'name', label: 'ident.name' },
    {
      key: 'validity',
      label: 'ident.validity',
      nowrap: true,
      render: (r) => <Validity row={r} />,
      exportValue: (r) => validityText(r, ''),
    },
    { key: 'userCount', label: 'ident.userCount', align: 'end' },
    statusColumn<IdentRow>(),
    { key: 'remark', label: 'ident.remark' },
  ],
  form: {
    fields: [
      { name: 'code', label: 'ident.code', kind: 'text' },
      { name: 'name', label: 'ident.name', kind: 'text' },
      { name: 'validFrom', label: 'ident.validFrom', kind: 'date' },
      { name: 'validTo', label: 'ident.validTo', kind: 'date' },
      statusField,
      { name: 'remark', label: 'ident.remark', kind: 'textarea' },
    ],
    schema: IdentAddInput,
    create: { call: identAdd, permission: identAdd.access },
    update: { call: identEdit, permission: identEdit.access },
    defaults: { code: '', name: '', validFrom: '', validTo: '', status: 0, remark: '' },
    toValues: (r) => ({
      code: r.code,
      name: r.name,
      validFrom: r.validFrom ?? '',
      validTo: r.validTo ?? '',
      status: r.status,
      remark: r.remark ?? '',
    }),
    createTitle: 'ident.addTitle',
    editTitle: 'ident.editTitle',
  },
  remove: { call: identDelete, permission: identDelete.access, input: (rows) => ({ ids: rows.map((r) => r.id) }) },
};

/** The page component (default export: loaded lazily by the route table). */
export default function IdentPage() {
  return <ResourcePage config={identConfig} />;
}
