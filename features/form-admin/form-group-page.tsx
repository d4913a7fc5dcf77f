/**
 * /formGroup — form groups (spec §2): list filtered by name, add / edit (names in CN, EN and
 * TC, order, enabled) and delete (refused while the group holds forms, FORM_GROUP_IN_USE).
 */
import {
  formGroupAdd,
  formGroupDelete,
  formGroupEdit,
  formGroupPage,
  type FormGroupRow,
} from '../../platform/contracts/workflow.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { statusColumn } from './shared';

/** The add / edit input without the server's defaults applied (the form sends every field). */
const GroupInput = formGroupAdd.input;

/** The page's declaration. */
export const formGroupConfig: ResourcePageConfig<typeof formGroupPage, FormGroupRow> = {
  id: 'formGroup',
  ns: 'formAdmin',
  title: 'group.title',
  description: 'group.description',
  list: formGroupPage,
  rowKey: (r) => r.id,
  filters: [{ name: 'keyword', label: 'group.keyword', kind: 'text' }],
  columns: [
    { key: 'name', label: 'group.name', sortable: true },
    { key: 'nameEn', label: 'group.nameEn' },
    { key: 'nameTc', label: 'group.nameTc' },
    { key: 'formCount', label: 'group.formCount', align: 'end' },
    { key: 'sort', label: 'group.sort', sortable: true, align: 'end' },
    statusColumn<FormGroupRow>(),
  ],
  form: {
    fields: [
      { name: 'name', label: 'group.name', kind: 'text' },
      { name: 'nameEn', label: 'group.nameEn', kind: 'text' },
      { name: 'nameTc', label: 'group.nameTc', kind: 'text' },
      { name: 'sort', label: 'group.sort', kind: 'number' },
      { name: 'status', label: 'status.enabled', kind: 'switch', checkedValue: 0, uncheckedValue: 1 },
    ],
    schema: GroupInput,
    create: { call: formGroupAdd, permission: formGroupAdd.access },
    update: { call: formGroupEdit, permission: formGroupEdit.access },
    defaults: { name: '', nameEn: '', nameTc: '', sort: 0, status: 0 },
    toValues: (r) => ({ name: r.name, nameEn: r.nameEn, nameTc: r.nameTc, sort: r.sort, status: r.status }),
    createTitle: 'group.addTitle',
    editTitle: 'group.editTitle',
  },
  remove: {
    call: formGroupDelete,
    permission: formGroupDelete.access,
    input: (rows) => ({ ids: rows.map((r) => r.id) }),
  },
};

/** The page component (default export: loaded lazily by the route table). */
export default function FormGroupPage() {
  return <ResourcePage config={formGroupConfig} />;
}
