/**
 * /standards — the dining standards: a price per person of a dining type, typed in yuan and
 * stored in cents; filtered by keyword, dining type and status; add / edit; delete (refused
 * while an order line uses it).
 */
import { z } from 'zod';
import {
  StandardFields,
  standardAdd,
  standardDelete,
  standardEdit,
  standardPage,
  type StandardRow,
} from '../../platform/contracts/catering-catalogue.contract';
import { centsToYuan } from '../../ui/form-renderer/money';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import {
  diningTypeOptions,
  Money,
  nameFields,
  NS,
  sortField,
  statusField,
  statusFilter,
  StatusBadge,
  withCents,
  Yuan,
} from './shared';

/** The form's schema: the fields with the price in yuan. */
const StandardForm = StandardFields.omit({ pricePerPersonCents: true }).extend({ price: Yuan }) as z.ZodType;

/** The declaration of /standards. */
export const standardConfig: ResourcePageConfig<typeof standardPage, StandardRow> = {
  id: 'standard',
  ns: NS,
  title: 'standard.title',
  description: 'standard.description',
  list: standardPage,
  rowKey: (r) => r.id,
  filters: [
    { name: 'keyword', label: 'name', kind: 'text' },
    { name: 'diningTypeCode', label: 'standard.diningType', kind: 'select', options: diningTypeOptions },
    statusFilter,
  ],
  columns: [
    { key: 'name', label: 'name' },
    { key: 'diningTypeName', label: 'standard.diningType', nowrap: true },
    {
      key: 'pricePerPersonCents',
      label: 'standard.price',
      align: 'end',
      nowrap: true,
      render: (r) => <Money cents={r.pricePerPersonCents} />,
    },
    { key: 'status', label: 'status.label', nowrap: true, render: (r) => <StatusBadge status={r.status} /> },
    { key: 'sort', label: 'sort', align: 'end' },
  ],
  form: {
    fields: [
      ...nameFields,
      { name: 'diningTypeCode', label: 'standard.diningType', kind: 'select', options: diningTypeOptions },
      { name: 'price', label: 'standard.price', kind: 'text' },
      statusField,
      sortField,
    ],
    schema: StandardForm,
    create: { call: standardAdd, permission: standardAdd.access },
    update: { call: standardEdit, permission: standardEdit.access },
    defaults: { nameCn: '', nameEn: '', nameTc: '', diningTypeCode: '', price: '', status: 0, sort: 0 },
    toValues: (r) => ({
      nameCn: r.nameCn,
      nameEn: r.nameEn,
      nameTc: r.nameTc,
      diningTypeCode: r.diningTypeCode,
      price: centsToYuan(r.pricePerPersonCents),
      status: r.status,
      sort: r.sort,
    }),
    toInput: (values, row) => ({
      ...withCents(values, 'price', 'pricePerPersonCents'),
      ...(row ? { id: row.id } : {}),
    }),
    createTitle: 'standard.addTitle',
    editTitle: 'standard.editTitle',
  },
  remove: {
    call: standardDelete,
    permission: standardDelete.access,
    input: (rows) => ({ ids: rows.map((r) => r.id) }),
  },
};

/** /standards. */
export default function StandardsPage() {
  return <ResourcePage config={standardConfig} />;
}
