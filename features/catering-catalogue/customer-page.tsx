/**
 * /customer — the customers orders are billed to (spec §7 customerManager): internal units
 * (an organisation) and external customers, filtered by keyword, kind and status; add / edit
 * (an internal customer needs its organisation, checked by the form and by the server,
 * which also refuses a name already taken); delete (refused while an order is billed to it).
 */
import {
  CustomerForm,
  customerAdd,
  customerDelete,
  customerEdit,
  customerGetKinds,
  customerPage,
  type CustomerRow,
} from '../../platform/contracts/catering-catalogue.contract';
import { orgTreeOptions, ResourcePage, type OptionSource, type ResourcePageConfig } from '../../ui/resource-page';
import { NS, sortField, statusField, statusFilter, StatusBadge } from './shared';

/** The customer kinds as the server labels them (value: internal | external). */
const kindOptions: OptionSource = {
  call: customerGetKinds,
  toOptions: (rows: { value: string; label: string }[]) => rows.map((r) => ({ ...r, raw: true })),
};

const text = (name: string, span: 1 | 2 = 1) => ({ name, label: `customer.${name}`, kind: 'text' as const, span });

/** The declaration of /customer. */
export const customerConfig: ResourcePageConfig<typeof customerPage, CustomerRow> = {
  id: 'customer',
  ns: NS,
  title: 'customer.title',
  description: 'customer.description',
  list: customerPage,
  rowKey: (r) => r.id,
  filters: [
    { name: 'keyword', label: 'customer.keyword', kind: 'text' },
    { name: 'kind', label: 'customer.kind', kind: 'select', options: kindOptions },
    statusFilter,
  ],
  columns: [
    { key: 'name', label: 'customer.name' },
    { key: 'kindName', label: 'customer.kind', nowrap: true },
    { key: 'orgName', label: 'customer.org' },
    { key: 'contactName', label: 'customer.contactName', nowrap: true },
    { key: 'contactPhone', label: 'customer.contactPhone', nowrap: true },
    { key: 'invoiceTitle', label: 'customer.invoiceTitle' },
    { key: 'status', label: 'status.label', nowrap: true, render: (r) => <StatusBadge status={r.status} /> },
    { key: 'sort', label: 'sort', align: 'end' },
  ],
  form: {
    fields: [
      // Three names, as places have: simplified Chinese (required, the fallback), English, traditional Chinese.
      { name: 'name', label: 'nameCn', kind: 'text' as const, span: 2 as const },
      { name: 'nameEn', label: 'nameEn', kind: 'text' as const },
      { name: 'nameTc', label: 'nameTc', kind: 'text' as const },
      { name: 'kind', label: 'customer.kind', kind: 'select', options: kindOptions },
      { name: 'orgId', label: 'customer.org', kind: 'tree', single: true, options: orgTreeOptions },
      text('contactName'),
      text('contactPhone'),
      text('invoiceTitle'),
      text('taxNumber'),
      text('bankAccount', 2),
      text('address', 2),
      { name: 'remark', label: 'customer.remark', kind: 'textarea' },
      statusField,
      sortField,
    ],
    schema: CustomerForm,
    create: { call: customerAdd, permission: customerAdd.access },
    update: { call: customerEdit, permission: customerEdit.access },
    defaults: {
      name: '',
      nameEn: '',
      nameTc: '',
      kind: 'external',
      orgId: null,
      contactName: '',
      contactPhone: '',
      invoiceTitle: '',
      taxNumber: '',
      bankAccount: '',
      address: '',
      remark: '',
      status: 0,
      sort: 0,
    },
    toValues: (r) => ({
      name: r.nameCn,
      nameEn: r.nameEn,
      nameTc: r.nameTc,
      kind: r.kind,
      orgId: r.orgId,
      contactName: r.contactName,
      contactPhone: r.contactPhone,
      invoiceTitle: r.invoiceTitle,
      taxNumber: r.taxNumber,
      bankAccount: r.bankAccount,
      address: r.address,
      remark: r.remark,
      status: r.status,
      sort: r.sort,
    }),
    createTitle: 'customer.addTitle',
    editTitle: 'customer.editTitle',
  },
  remove: {
    call: customerDelete,
    permission: customerDelete.access,
    input: (rows) => ({ ids: rows.map((r) => r.id) }),
  },
};

/** /customer. */
export default function CustomerPage() {
  return <ResourcePage config={customerConfig} />;
}
