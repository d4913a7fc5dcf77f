/**
 * /product — merchandise and its categories (spec §7 merchandise, merchandise/category): the
 * category tree beside the merchandise list. The tree adds, edits (the server refuses a
 * cycle) and deletes categories (refused while they hold sub-categories or merchandise);
 * "show merchandise" filters the list to a category and its sub-categories. The list shows
 * photo, names in the reader's language, unit and price (formatMoney); the form takes the
 * price in yuan and sends cents; "photo" uploads an image (JPEG, PNG or WebP, ≤ 2 MiB).
 * Merchandise used on orders cannot be deleted: disable it instead.
 */
import { useMemo } from 'react';
import { Box, Grid, Image } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  CategoryFields,
  MerchandiseFields,
  categoryAdd,
  categoryDelete,
  categoryEdit,
  categoryTree,
  merchandiseAdd,
  merchandiseDelete,
  merchandiseEdit,
  merchandisePage,
  type CategoryNode,
  type MerchandiseRow,
} from '../../platform/contracts/catering-catalogue.contract';
import { PHOTO_MAX_BYTES } from '../../platform/contracts/venue-extras.contract';
import { centsToYuan } from '../../ui/form-renderer/money';
import { ResourcePage, TreePage, type ResourcePageConfig, type TreePageConfig } from '../../ui/resource-page';
import type { ApiCall } from '../../platform/http/api-client';
import { useApi } from '../../ui/runtime';
import {
  categoryOptions,
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

/** The API client's proxy base (DESIGN.md §1), in front of the media route's path. */
const PROXY_BASE = '/gateway';

/** The base64 of a file's bytes. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** The form's schema: the fields with the price in yuan (the photo is uploaded from the row). */
const MerchandiseForm = MerchandiseFields.omit({ priceCents: true, photo: true }).extend({ price: Yuan }) as z.ZodType;

/** The edit input of a row as it is, to which a photo is added. */
function editInputOf(r: MerchandiseRow) {
  return {
    id: r.id,
    categoryId: r.categoryId,
    nameCn: r.nameCn,
    nameEn: r.nameEn,
    nameTc: r.nameTc,
    unit: r.unit,
    priceCents: r.priceCents,
    photoMediaId: r.photoMediaId,
    description: r.description,
    sort: r.sort,
    status: r.status === 1 ? (1 as const) : (0 as const),
  };
}

/** Asks for an image file and saves it as the row's photo; the list reloads afterwards. */
function pickPhoto(api: ApiCall, row: MerchandiseRow, reload: () => void): void {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = 'image/jpeg,image/png,image/webp';
  input.onchange = async () => {
    const file = input.files?.[0];
    if (!file || file.size > PHOTO_MAX_BYTES) return;
    const photo = { name: file.name, contentType: file.type, data: await base64Of(file) };
    // A refusal is shown by the runtime's error toast; the list reloads either way.
    await api(merchandiseEdit, { ...editInputOf(row), photo }).catch(() => undefined);
    reload();
  };
  input.click();
}

/** The declaration of the category tree beside the list; `show` filters the list to a category. */
export function categoryConfig(show: (id: number) => void): TreePageConfig<typeof categoryTree, CategoryNode> {
  return {
    id: 'category',
    ns: NS,
    title: 'category.title',
    tree: categoryTree,
    rowKey: (n) => n.id,
    columns: [
      { key: 'name', label: 'name' },
      { key: 'status', label: 'status.label', nowrap: true, render: (n) => <StatusBadge status={n.status} /> },
    ],
    form: {
      fields: [
        { name: 'parentId', label: 'category.parent', kind: 'tree', single: true, options: categoryOptions },
        ...nameFields,
        statusField,
        sortField,
      ],
      schema: CategoryFields,
      create: { call: categoryAdd, permission: categoryAdd.access },
      update: { call: categoryEdit, permission: categoryEdit.access },
      defaults: { parentId: null, nameCn: '', nameEn: '', nameTc: '', status: 0, sort: 0 },
      toValues: (n) => ({
        parentId: n.parentId,
        nameCn: n.nameCn,
        nameEn: n.nameEn,
        nameTc: n.nameTc,
        status: n.status,
        sort: n.sort,
      }),
      createTitle: 'category.addTitle',
      editTitle: 'category.editTitle',
    },
    addChild: { permission: categoryAdd.access },
    remove: {
      call: categoryDelete,
      permission: categoryDelete.access,
      input: (nodes) => ({ ids: nodes.map((n) => n.id) }),
    },
    rowActions: [{ key: 'show', label: 'category.show', run: { onClick: (n) => show(n.id) } }],
  };
}

/** The declaration of the merchandise list; `api` uploads photos. */
export function merchandiseConfig(api: ApiCall): ResourcePageConfig<typeof merchandisePage, MerchandiseRow> {
  return {
    id: 'merchandise',
    ns: NS,
    title: 'merchandise.title',
    description: 'merchandise.description',
    list: merchandisePage,
    rowKey: (r) => r.id,
    filters: [
      { name: 'keyword', label: 'merchandise.keyword', kind: 'text' },
      {
        name: 'categoryId',
        label: 'merchandise.category',
        kind: 'select',
        options: categoryOptions,
        numeric: true,
        placeholder: 'category.all',
      },
      statusFilter,
    ],
    columns: [
      {
        key: 'photoUrl',
        label: 'merchandise.photo',
        noExport: true,
        render: (r) =>
          r.photoUrl ? <Image src={`${PROXY_BASE}${r.photoUrl}`} alt={r.name} h="10" w="10" objectFit="cover" /> : null,
      },
      { key: 'name', label: 'name' },
      { key: 'categoryName', label: 'merchandise.category', nowrap: true },
      { key: 'unit', label: 'merchandise.unit', nowrap: true },
      {
        key: 'priceCents',
        label: 'merchandise.price',
        align: 'end',
        nowrap: true,
        render: (r) => <Money cents={r.priceCents} />,
      },
      { key: 'status', label: 'status.label', nowrap: true, render: (r) => <StatusBadge status={r.status} /> },
      { key: 'sort', label: 'sort', align: 'end' },
    ],
    form: {
      fields: [
        { name: 'categoryId', label: 'merchandise.category', kind: 'tree', single: true, options: categoryOptions },
        ...nameFields,
        { name: 'unit', label: 'merchandise.unit', kind: 'text' },
        { name: 'price', label: 'merchandise.price', kind: 'text' },
        { name: 'description', label: 'merchandise.notes', kind: 'textarea' },
        statusField,
        sortField,
      ],
      schema: MerchandiseForm,
      create: { call: merchandiseAdd, permission: merchandiseAdd.access },
      update: { call: merchandiseEdit, permission: merchandiseEdit.access },
      defaults: {
        categoryId: null,
        nameCn: '',
        nameEn: '',
        nameTc: '',
        unit: '',
        price: '',
        photoMediaId: null,
        description: '',
        status: 0,
        sort: 0,
      },
      toValues: (r) => {
        const { id: _id, priceCents, ...rest } = editInputOf(r);
        return { ...rest, price: centsToYuan(priceCents) };
      },
      toInput: (values, row) => ({ ...withCents(values, 'price', 'priceCents'), ...(row ? { id: row.id } : {}) }),
      createTitle: 'merchandise.addTitle',
      editTitle: 'merchandise.editTitle',
    },
    rowActions: [
      {
        key: 'photo',
        label: 'merchandise.photoFile',
        permission: merchandiseEdit.access,
        run: { onClick: (r, reload) => pickPhoto(api, r, reload) },
      },
    ],
    remove: {
      call: merchandiseDelete,
      permission: merchandiseDelete.access,
      input: (rows) => ({ ids: rows.map((r) => r.id) }),
    },
  };
}

/** /product. */
export default function ProductPage() {
  const api = useApi();
  const [, setParams] = useSearchParams();
  const categories = useMemo(
    () =>
      categoryConfig((id) =>
        setParams((p) => {
          const next = new URLSearchParams(p);
          next.set('categoryId', String(id));
          next.delete('pageNo');
          return next;
        }),
      ),
    [setParams],
  );
  const merchandise = useMemo(() => merchandiseConfig(api), [api]);
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(280px, 1fr) 3fr' }} gap="4" alignItems="start">
      <Box minW="0">
        <TreePage config={categories} />
      </Box>
      <Box minW="0">
        <ResourcePage config={merchandise} />
      </Box>
    </Grid>
  );
}
