/**
 * /itemForm — the service items of meeting orders (spec §7 itemForm): a tree of groups and
 * items with a price typed in yuan (stored in cents, 0 free); add (also under a node), edit
 * (the server refuses moving a node under itself or a descendant), delete (refused while it
 * has children or an order line uses it).
 */
import { z } from 'zod';
import {
  ItemFormFields,
  itemFormAdd,
  itemFormDelete,
  itemFormEdit,
  itemFormTree,
  type ItemFormNode,
} from '../../platform/contracts/catering-catalogue.contract';
import { centsToYuan } from '../../ui/form-renderer/money';
import { TreePage, type TreePageConfig } from '../../ui/resource-page';
import { itemFormOptions, Money, nameFields, NS, sortField, statusField, StatusBadge, withCents, Yuan } from './shared';

/** The form's schema: the fields with the price in yuan. */
const ItemForm = ItemFormFields.omit({ priceCents: true }).extend({ price: Yuan }) as z.ZodType;

/** The declaration of /itemForm. */
export const itemFormConfig: TreePageConfig<typeof itemFormTree, ItemFormNode> = {
  id: 'itemForm',
  ns: NS,
  title: 'itemForm.title',
  description: 'itemForm.description',
  tree: itemFormTree,
  filters: [{ name: 'keyword', label: 'name', kind: 'text' }],
  rowKey: (n) => n.id,
  columns: [
    { key: 'name', label: 'name' },
    { key: 'priceCents', label: 'itemForm.price', align: 'end', render: (n) => <Money cents={n.priceCents} /> },
    { key: 'status', label: 'status.label', nowrap: true, render: (n) => <StatusBadge status={n.status} /> },
    { key: 'sort', label: 'sort', align: 'end' },
  ],
  form: {
    fields: [
      { name: 'parentId', label: 'itemForm.parent', kind: 'tree', single: true, options: itemFormOptions },
      ...nameFields,
      { name: 'price', label: 'itemForm.price', kind: 'text' },
      statusField,
      sortField,
    ],
    schema: ItemForm,
    create: { call: itemFormAdd, permission: itemFormAdd.access },
    update: { call: itemFormEdit, permission: itemFormEdit.access },
    defaults: { parentId: null, nameCn: '', nameEn: '', nameTc: '', price: '0', status: 0, sort: 0 },
    toValues: (n) => ({
      parentId: n.parentId,
      nameCn: n.nameCn,
      nameEn: n.nameEn,
      nameTc: n.nameTc,
      price: centsToYuan(n.priceCents),
      status: n.status,
      sort: n.sort,
    }),
    toInput: (values, node) => ({ ...withCents(values, 'price', 'priceCents'), ...(node ? { id: node.id } : {}) }),
    createTitle: 'itemForm.addTitle',
    editTitle: 'itemForm.editTitle',
  },
  addChild: { permission: itemFormAdd.access },
  remove: {
    call: itemFormDelete,
    permission: itemFormDelete.access,
    input: (nodes) => ({ ids: nodes.map((n) => n.id) }),
  },
};

/** /itemForm. */
export default function ItemFormPage() {
  return <TreePage config={itemFormConfig} />;
}
