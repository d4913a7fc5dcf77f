/**
 * The catering catalogue and its customers (spec §7 "Catering admin, under /mc/"; pages
 * /product, /itemForm, /timeRange, /standards, /customer of the meeting app):
 *
 * - merchandise categories (a tree) and merchandise, with names in CN, EN and TC — rows
 *   answer `name` in the caller's language (the CN name when that one is empty) and the three
 *   columns for the edit form; prices are integer cents; a photo is an uploaded image
 *   (stored as media, served by `GET /gateway/media/<id>`) or an existing media id;
 * - service items (a tree of groups and items with a price in cents);
 * - dining time ranges `HH:mm` of a dining type (business dictionary `mcDiningType`), no
 *   two enabled ranges of one type overlapping;
 * - dining standards: a price per person in cents per dining type;
 * - customers, the ordering units orders are billed to: internal (an organisation) or external.
 *
 * Writes need `mc:<merchandiseCategory|merchandise|itemForm|timeRange|standard|customer>:
 * <add|edit|delete>`; pages the menu's page permission; the dropdown-style reads
 * (dropdown, tree, getKinds, fullDropdown) are open to every signed-in user, since bookers
 * ordering services pick from them. Deletes take `ids` and are all or nothing; a record in
 * use (a child, merchandise of a category, an order line, an order) is refused, naming it.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Id, NoInput, NullOutput } from './common';
import { HhMm } from './open-rule.contract';
import { PHOTO_MAX_BYTES, UPLOAD_BODY_LIMIT } from './venue-extras.contract';
import { Code } from '../protocol/codes';
import { PageQuery, pageOf } from '../protocol/envelope';

// --- shared pieces ---------------------------------------------------------------------

const NameCn = z.string().trim().min(1).max(64);
const NameOther = z.string().trim().max(64).default('');
const Status = z.union([z.literal(0), z.literal(1)]);
const Sort = z.number().int().min(0).max(99999).default(0);
/** An amount in integer cents, at most 10 000 000 yuan. */
const Cents = z.number().int().min(0).max(1_000_000_000);
const Ids = z.object({ ids: z.array(Id).min(1).max(100) });
const ListFilter = PageQuery.extend({
  keyword: z.string().trim().max(64).optional(),
  status: z.coerce.number().pipe(Status).optional(),
});
/** A dining type code (business dictionary `mcDiningType`; checked against it on save). */
const DiningTypeCode = z.string().trim().min(1).max(32);

/** The names of a catalogue row, as add and edit take them (EN / TC empty: the CN name is shown). */
const NameFields = { nameCn: NameCn, nameEn: NameOther, nameTc: NameOther };
/** The names of a catalogue row as lists answer them: `name` in the caller's language, and the three. */
const NameColumns = { name: z.string(), nameCn: z.string(), nameEn: z.string(), nameTc: z.string() };

/** A photo sent with merchandise: its type and its bytes, base64 (JPEG, PNG or WebP up to 2 MiB). */
export const PhotoUpload = z.object({
  name: z.string().trim().min(1).max(200),
  contentType: z.string().trim().max(100),
  data: z.base64().max(Math.ceil((PHOTO_MAX_BYTES * 1.2) / 3) * 4),
});
export type PhotoUpload = z.infer<typeof PhotoUpload>;

// --- merchandise categories ------------------------------------------------------------

/** The fields of a merchandise category as add and edit take them (`parentId` null: at the root). */
export const CategoryFields = z.object({
  parentId: Id.nullable().default(null),
  ...NameFields,
  sort: Sort,
  status: Status.default(0),
});
export type CategoryFields = z.output<typeof CategoryFields>;

/** A merchandise category as the list answers it. */
export const CategoryRow = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  ...NameColumns,
  sort: z.number().int(),
  status: z.number().int(),
});
export type CategoryRow = z.infer<typeof CategoryRow>;

/** A node of the category tree. */
export type CategoryNode = CategoryRow & { children: CategoryNode[] };
export const CategoryNode: z.ZodType<CategoryNode> = z.lazy(() =>
  CategoryRow.extend({ children: z.array(CategoryNode) }),
);

export const categoryPage = defineCall({
  method: 'GET',
  path: '/mc/merchandise/category/page',
  access: 'mc:merchandise:page',
  summary: 'Merchandise categories, filtered by name keyword (any language), status and parent; by sort.',
  input: ListFilter.extend({ parentId: Id.optional() }),
  output: pageOf(CategoryRow),
  errors: [],
});

export const categoryTree = defineCall({
  method: 'GET',
  path: '/mc/merchandise/category/tree',
  access: 'user',
  summary: 'The category tree (every category, disabled ones marked by status), by sort.',
  input: NoInput,
  output: z.array(CategoryNode),
  errors: [],
});

export const categoryAdd = defineCall({
  method: 'POST',
  path: '/mc/merchandise/category/add',
  access: 'mc:merchandiseCategory:add',
  summary: 'Create a category (CATALOGUE_PARENT_MISSING: no such parent).',
  input: CategoryFields,
  output: CategoryRow,
  errors: [Code.CATALOGUE_PARENT_MISSING],
});

export const categoryEdit = defineCall({
  method: 'POST',
  path: '/mc/merchandise/category/edit',
  access: 'mc:merchandiseCategory:edit',
  summary: 'Edit a category (CATALOGUE_CYCLE: under itself or a descendant; CATALOGUE_PARENT_MISSING).',
  input: CategoryFields.extend({ id: Id }),
  output: CategoryRow,
  errors: [Code.NOT_FOUND, Code.CATALOGUE_PARENT_MISSING, Code.CATALOGUE_CYCLE],
});

export const categoryDelete = defineCall({
  method: 'POST',
  path: '/mc/merchandise/category/delete',
  access: 'mc:merchandiseCategory:delete',
  summary: 'Delete categories (CATALOGUE_HAS_CHILDREN, CATEGORY_HAS_MERCHANDISE name the one in use).',
  input: Ids,
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.CATALOGUE_HAS_CHILDREN, Code.CATEGORY_HAS_MERCHANDISE],
});

// --- merchandise -----------------------------------------------------------------------

/**
 * The fields of merchandise as add and edit take them. The photo: `photo` uploads a new one
 * (it wins), else `photoMediaId` names stored media (null: no photo).
 */
export const MerchandiseFields = z.object({
  categoryId: Id,
  ...NameFields,
  unit: z.string().trim().min(1).max(16),
  priceCents: Cents,
  photoMediaId: Id.nullable().default(null),
  photo: PhotoUpload.optional(),
  description: z.string().trim().max(500).default(''),
  sort: Sort,
  status: Status.default(0),
});
export type MerchandiseFields = z.output<typeof MerchandiseFields>;

/** Merchandise as the list answers it; `photoUrl` is `/media/<id>` under the proxy base, or null. */
export const MerchandiseRow = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  ...NameColumns,
  unit: z.string(),
  priceCents: z.number().int(),
  photoMediaId: z.number().int().nullable(),
  photoUrl: z.string().nullable(),
  description: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
});
export type MerchandiseRow = z.infer<typeof MerchandiseRow>;

/** An entry of the merchandise dropdown (enabled merchandise). */
export const MerchandiseOption = MerchandiseRow.pick({
  id: true,
  name: true,
  unit: true,
  priceCents: true,
  categoryId: true,
});
export type MerchandiseOption = z.infer<typeof MerchandiseOption>;

export const merchandisePage = defineCall({
  method: 'GET',
  path: '/mc/merchandise/page',
  access: 'mc:merchandise:page',
  summary: 'Merchandise, filtered by keyword (names, unit), category (with its sub-categories) and status.',
  input: ListFilter.extend({ categoryId: Id.optional() }),
  output: pageOf(MerchandiseRow),
  errors: [],
});

export const merchandiseDropdown = defineCall({
  method: 'GET',
  path: '/mc/merchandise/dropdown',
  access: 'user',
  summary: 'Enabled merchandise (optionally of a category and its sub-categories), by sort.',
  input: z.object({ categoryId: Id.optional() }),
  output: z.array(MerchandiseOption),
  errors: [],
});

export const merchandiseAdd = defineCall({
  method: 'POST',
  path: '/mc/merchandise/add',
  access: 'mc:merchandise:add',
  summary: 'Create merchandise (CATALOGUE_PARENT_MISSING: no such category; MEDIA_INVALID: photo).',
  input: MerchandiseFields,
  output: MerchandiseRow,
  bodyLimit: UPLOAD_BODY_LIMIT,
  errors: [Code.CATALOGUE_PARENT_MISSING, Code.MEDIA_INVALID],
});

export const merchandiseEdit = defineCall({
  method: 'POST',
  path: '/mc/merchandise/edit',
  access: 'mc:merchandise:edit',
  summary: 'Edit merchandise; orders already placed keep their copied prices.',
  input: MerchandiseFields.extend({ id: Id }),
  output: MerchandiseRow,
  bodyLimit: UPLOAD_BODY_LIMIT,
  errors: [Code.NOT_FOUND, Code.CATALOGUE_PARENT_MISSING, Code.MEDIA_INVALID],
});

export const merchandiseDelete = defineCall({
  method: 'POST',
  path: '/mc/merchandise/delete',
  access: 'mc:merchandise:delete',
  summary: 'Delete merchandise (CATALOGUE_IN_USE: on an order line — disable it instead).',
  input: Ids,
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.CATALOGUE_IN_USE],
});

// --- service items ---------------------------------------------------------------------

/** The fields of a service item (or group) as add and edit take them. */
export const ItemFormFields = z.object({
  parentId: Id.nullable().default(null),
  ...NameFields,
  priceCents: Cents.default(0),
  sort: Sort,
  status: Status.default(0),
});
export type ItemFormFields = z.output<typeof ItemFormFields>;

/** A service item as the list answers it. */
export const ItemFormRow = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  ...NameColumns,
  priceCents: z.number().int(),
  sort: z.number().int(),
  status: z.number().int(),
});
export type ItemFormRow = z.infer<typeof ItemFormRow>;

/** A node of the service-item tree. */
export type ItemFormNode = ItemFormRow & { children: ItemFormNode[] };
export const ItemFormNode: z.ZodType<ItemFormNode> = z.lazy(() =>
  ItemFormRow.extend({ children: z.array(ItemFormNode) }),
);

export const itemFormPage = defineCall({
  method: 'GET',
  path: '/mc/itemForm/page',
  access: 'mc:itemForm:page',
  summary: 'Service items, filtered by name keyword, status and parent; by sort.',
  input: ListFilter.extend({ parentId: Id.optional() }),
  output: pageOf(ItemFormRow),
  errors: [],
});

export const itemFormTree = defineCall({
  method: 'GET',
  path: '/mc/itemForm/tree',
  access: 'user',
  summary: 'The service-item tree (every item, disabled ones marked by status), by sort.',
  input: z.object({ keyword: z.string().trim().max(64).optional() }),
  output: z.array(ItemFormNode),
  errors: [],
});

export const itemFormDropdown = defineCall({
  method: 'GET',
  path: '/mc/itemForm/dropdown',
  access: 'user',
  summary: 'Enabled service items that can be ordered (leaves whose ancestors are enabled), by sort.',
  input: NoInput,
  output: z.array(ItemFormRow.pick({ id: true, parentId: true, name: true, priceCents: true })),
  errors: [],
});

export const itemFormAdd = defineCall({
  method: 'POST',
  path: '/mc/itemForm/add',
  access: 'mc:itemForm:add',
  summary: 'Create a service item (CATALOGUE_PARENT_MISSING: no such parent).',
  input: ItemFormFields,
  output: ItemFormRow,
  errors: [Code.CATALOGUE_PARENT_MISSING],
});

export const itemFormEdit = defineCall({
  method: 'POST',
  path: '/mc/itemForm/edit',
  access: 'mc:itemForm:edit',
  summary: 'Edit a service item (CATALOGUE_CYCLE: under itself or a descendant; CATALOGUE_PARENT_MISSING).',
  input: ItemFormFields.extend({ id: Id }),
  output: ItemFormRow,
  errors: [Code.NOT_FOUND, Code.CATALOGUE_PARENT_MISSING, Code.CATALOGUE_CYCLE],
});

export const itemFormDelete = defineCall({
  method: 'POST',
  path: '/mc/itemForm/delete',
  access: 'mc:itemForm:delete',
  summary: 'Delete service items (CATALOGUE_HAS_CHILDREN; CATALOGUE_IN_USE: on an order line).',
  input: Ids,
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.CATALOGUE_HAS_CHILDREN, Code.CATALOGUE_IN_USE],
});

// --- dining time ranges ----------------------------------------------------------------

/** The fields of a dining time range as add and edit take them. */
export const TimeRangeFields = z.object({
  ...NameFields,
  diningTypeCode: DiningTypeCode,
  startTime: HhMm,
  endTime: HhMm,
  sort: Sort,
  status: Status.default(0),
});
export type TimeRangeFields = z.output<typeof TimeRangeFields>;

/** The form's schema: the fields, and the end after the start (message key of TIME_RANGE_INVALID). */
export const TimeRangeForm = TimeRangeFields.refine((v) => v.endTime > v.startTime, {
  path: ['endTime'],
  message: `errors:${Code.TIME_RANGE_INVALID}`,
});

/** A dining time range as the list answers it, with its dining type's label. */
export const TimeRangeRow = z.object({
  id: z.number().int(),
  ...NameColumns,
  diningTypeCode: z.string(),
  diningTypeName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
});
export type TimeRangeRow = z.infer<typeof TimeRangeRow>;

const TimeRangeOption = TimeRangeRow.pick({
  id: true,
  name: true,
  diningTypeCode: true,
  diningTypeName: true,
  startTime: true,
  endTime: true,
});

export const timeRangePage = defineCall({
  method: 'GET',
  path: '/mc/timeRange/page',
  access: 'mc:timeRange:page',
  summary: 'Dining time ranges, filtered by name keyword, dining type and status; by start time.',
  input: ListFilter.extend({ diningTypeCode: z.string().trim().max(32).optional() }),
  output: pageOf(TimeRangeRow),
  errors: [],
});

export const timeRangeDropdown = defineCall({
  method: 'GET',
  path: '/mc/timeRange/dropdown',
  access: 'user',
  summary: 'The enabled dining time ranges (optionally of one dining type), by start time.',
  input: z.object({ diningTypeCode: z.string().trim().max(32).optional() }),
  output: z.array(TimeRangeOption),
  errors: [],
});

export const timeRangeFullDropdown = defineCall({
  method: 'GET',
  path: '/mc/timeRange/fullDropdown',
  access: 'user',
  summary: 'Every dining time range, disabled ones too (`enabled` false), by start time.',
  input: NoInput,
  output: z.array(TimeRangeOption.extend({ enabled: z.boolean() })),
  errors: [],
});

export const timeRangeAdd = defineCall({
  method: 'POST',
  path: '/mc/timeRange/add',
  access: 'mc:timeRange:add',
  summary: 'Create a time range (TIME_RANGE_INVALID, TIME_RANGE_OVERLAP, DINING_TYPE_UNKNOWN).',
  input: TimeRangeFields,
  output: TimeRangeRow,
  errors: [Code.TIME_RANGE_INVALID, Code.TIME_RANGE_OVERLAP, Code.DINING_TYPE_UNKNOWN],
});

export const timeRangeEdit = defineCall({
  method: 'POST',
  path: '/mc/timeRange/edit',
  access: 'mc:timeRange:edit',
  summary: 'Edit a time range (TIME_RANGE_INVALID, TIME_RANGE_OVERLAP, DINING_TYPE_UNKNOWN).',
  input: TimeRangeFields.extend({ id: Id }),
  output: TimeRangeRow,
  errors: [Code.NOT_FOUND, Code.TIME_RANGE_INVALID, Code.TIME_RANGE_OVERLAP, Code.DINING_TYPE_UNKNOWN],
});

export const timeRangeDelete = defineCall({
  method: 'POST',
  path: '/mc/timeRange/delete',
  access: 'mc:timeRange:delete',
  summary: 'Delete time ranges (all or nothing).',
  input: Ids,
  output: NullOutput,
  errors: [Code.NOT_FOUND],
});

// --- dining standards ------------------------------------------------------------------

/** The fields of a dining standard as add and edit take them. */
export const StandardFields = z.object({
  ...NameFields,
  diningTypeCode: DiningTypeCode,
  pricePerPersonCents: Cents,
  sort: Sort,
  status: Status.default(0),
});
export type StandardFields = z.output<typeof StandardFields>;

/** A dining standard as the list answers it, with its dining type's label. */
export const StandardRow = z.object({
  id: z.number().int(),
  ...NameColumns,
  diningTypeCode: z.string(),
  diningTypeName: z.string(),
  pricePerPersonCents: z.number().int(),
  sort: z.number().int(),
  status: z.number().int(),
});
export type StandardRow = z.infer<typeof StandardRow>;

export const standardPage = defineCall({
  method: 'GET',
  path: '/mc/standards/page',
  access: 'mc:standard:page',
  summary: 'Dining standards, filtered by name keyword, dining type and status; by dining type, then sort.',
  input: ListFilter.extend({ diningTypeCode: z.string().trim().max(32).optional() }),
  output: pageOf(StandardRow),
  errors: [],
});

export const standardDropdown = defineCall({
  method: 'GET',
  path: '/mc/standards/dropdown',
  access: 'user',
  summary: 'The enabled dining standards (optionally of one dining type), by sort.',
  input: z.object({ diningTypeCode: z.string().trim().max(32).optional() }),
  output: z.array(
    StandardRow.pick({ id: true, name: true, diningTypeCode: true, diningTypeName: true, pricePerPersonCents: true }),
  ),
  errors: [],
});

export const standardAdd = defineCall({
  method: 'POST',
  path: '/mc/standards/add',
  access: 'mc:standard:add',
  summary: 'Create a dining standard (DINING_TYPE_UNKNOWN).',
  input: StandardFields,
  output: StandardRow,
  errors: [Code.DINING_TYPE_UNKNOWN],
});

export const standardEdit = defineCall({
  method: 'POST',
  path: '/mc/standards/edit',
  access: 'mc:standard:edit',
  summary: 'Edit a dining standard (DINING_TYPE_UNKNOWN); orders keep their copied prices.',
  input: StandardFields.extend({ id: Id }),
  output: StandardRow,
  errors: [Code.NOT_FOUND, Code.DINING_TYPE_UNKNOWN],
});

export const standardDelete = defineCall({
  method: 'POST',
  path: '/mc/standards/delete',
  access: 'mc:standard:delete',
  summary: 'Delete dining standards (CATALOGUE_IN_USE: on an order line).',
  input: Ids,
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.CATALOGUE_IN_USE],
});

// --- customers -------------------------------------------------------------------------

/** Customer kinds (customerManager/getKinds). */
export const CUSTOMER_KINDS = ['internal', 'external'] as const;
export const CustomerKind = z.enum(CUSTOMER_KINDS);
export type CustomerKind = z.infer<typeof CustomerKind>;

const Text = (max: number) => z.string().trim().max(max).default('');

/**
 * The fields of a customer as add and edit take them; an internal customer names its organisation. `name`
 * is the simplified-Chinese name (the fallback); `nameEn`, `nameTc` the other languages' (as places: an
 * omitted one is left unchanged, an empty one is cleared).
 */
export const CustomerFields = z.object({
  name: z.string().trim().min(1).max(100),
  nameEn: z.string().trim().max(100).optional(),
  nameTc: z.string().trim().max(100).optional(),
  kind: CustomerKind,
  orgId: Id.nullable().default(null),
  contactName: Text(64),
  contactPhone: Text(32),
  invoiceTitle: Text(100),
  taxNumber: Text(32),
  bankAccount: Text(100),
  address: Text(200),
  remark: Text(500),
  sort: Sort,
  status: Status.default(0),
});
export type CustomerFields = z.output<typeof CustomerFields>;

/** The form's schema: the fields, and an organisation for an internal customer. */
export const CustomerForm = CustomerFields.refine((v) => v.kind !== 'internal' || v.orgId !== null, {
  path: ['orgId'],
  message: `errors:${Code.CUSTOMER_ORG_REQUIRED}`,
});

/**
 * A customer as the list answers it, with its organisation's name and its kind's label: `name` in the
 * caller's language; `nameCn`, `nameEn`, `nameTc` its three names as stored (`''` when missing), for the form.
 */
export const CustomerRow = z.object({
  id: z.number().int(),
  name: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  nameTc: z.string(),
  kind: z.string(),
  kindName: z.string(),
  orgId: z.number().int().nullable(),
  orgName: z.string().nullable(),
  contactName: z.string(),
  contactPhone: z.string(),
  invoiceTitle: z.string(),
  taxNumber: z.string(),
  bankAccount: z.string(),
  address: z.string(),
  remark: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
});
export type CustomerRow = z.infer<typeof CustomerRow>;

export const customerPage = defineCall({
  method: 'GET',
  path: '/mc/customerManager/page',
  access: 'mc:customer:page',
  summary: 'Customers, filtered by keyword (name, contact), kind and status; by sort, then name.',
  input: ListFilter.extend({ kind: CustomerKind.optional() }),
  output: pageOf(CustomerRow),
  errors: [],
});

export const customerDropdown = defineCall({
  method: 'GET',
  path: '/mc/customerManager/dropdown',
  access: 'user',
  summary: 'The enabled customers (optionally of one kind), by sort, then name.',
  input: z.object({ kind: CustomerKind.optional() }),
  /** `name` in the caller's language. */
  output: z.array(CustomerRow.pick({ id: true, name: true, kind: true, orgId: true })),
  errors: [],
});

export const customerGetKinds = defineCall({
  method: 'GET',
  path: '/mc/customerManager/getKinds',
  access: 'user',
  summary: "The customer kinds with their labels in the caller's language.",
  input: NoInput,
  output: z.array(z.object({ value: CustomerKind, label: z.string() })),
  errors: [],
});

export const customerAdd = defineCall({
  method: 'POST',
  path: '/mc/customerManager/add',
  access: 'mc:customer:add',
  summary: 'Create a customer (CUSTOMER_NAME_TAKEN; CUSTOMER_ORG_REQUIRED: internal without an organisation).',
  input: CustomerFields,
  output: CustomerRow,
  errors: [Code.CUSTOMER_NAME_TAKEN, Code.CUSTOMER_ORG_REQUIRED],
});

export const customerEdit = defineCall({
  method: 'POST',
  path: '/mc/customerManager/edit',
  access: 'mc:customer:edit',
  summary: 'Edit a customer (CUSTOMER_NAME_TAKEN, CUSTOMER_ORG_REQUIRED).',
  input: CustomerFields.extend({ id: Id }),
  output: CustomerRow,
  errors: [Code.NOT_FOUND, Code.CUSTOMER_NAME_TAKEN, Code.CUSTOMER_ORG_REQUIRED],
});

export const customerDelete = defineCall({
  method: 'POST',
  path: '/mc/customerManager/delete',
  access: 'mc:customer:delete',
  summary: 'Delete customers (CUSTOMER_IN_USE: an order is billed to it — disable it instead).',
  input: Ids,
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.CUSTOMER_IN_USE],
});
