/**
 * The declaration of a back-office resource page: what a list page of spec §2
 * "Base admin pages" is made of, so that each page is a declaration, not a copy.
 *
 * A page declares its list call (a `…/page` contract: `PageQuery` in, `pageOf(Row)` out),
 * its columns, filters, form (fields + the zod schema of the add/edit contract), row and
 * bulk actions, export and import. `<ResourcePage config={…} />` renders the filter bar
 * (kept in the URL), the paged and sortable table with empty and error states, the
 * add/edit dialog, confirm dialogs ('system prompt', OK / Cancel), permission gating of
 * every action (`hasPermi` over the user's codes: the browser reflects, the server
 * decides), `.xlsx` export of the filtered rows and `.xlsx` import with a progress bar and
 * a per-row error report.
 *
 * Texts: every `label`/`title`/`message` here is an i18next key, resolved with `t()` in
 * the page's namespace (`ns`); prefix another namespace as `ns:key` (e.g. `common:edit`).
 */
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { CallContract, CallInput, CallOutput } from '../../platform/contracts/define-call';
import type { Lang } from '../../platform/i18n/languages';

/** The row type of a `…/page` contract (`data.rows[number]`). */
export type RowOf<C extends CallContract> = CallOutput<C> extends { rows: (infer R)[] } ? R : never;

/** One column of the table (and of the export). */
export interface ResourceColumn<Row> {
  /** Stable key; also the row field exported when `exportValue` is absent. */
  key: string;
  /** Header: an i18n key. */
  label: string;
  /** Cell content; default `String(row[key] ?? '')`. */
  render?: (row: Row) => ReactNode;
  /** The value written to the export (text, number, date, boolean); default `row[key]`. */
  exportValue?: (row: Row) => string | number | boolean | Date | null;
  /** Whether the header sorts (sends `orderBy=key&order=asc|desc` to the list call). */
  sortable?: boolean;
  /** Left out of the export (action columns, avatars). */
  noExport?: boolean;
  align?: 'start' | 'center' | 'end';
  width?: string;
  nowrap?: boolean;
}

/** A choice of a select field or filter: the stored value and its label (an i18n key, or text when `raw`). */
export interface ResourceOption {
  /** The stored value; a number stays a number in the form values (ids). */
  value: string | number;
  label: string;
  /** The label is shown as is (names from the server), not translated. */
  raw?: boolean;
  /** Child choices (a `tree` field shows them indented under this one). */
  children?: ResourceOption[];
}

/**
 * Where the choices of a select come from: a fixed list, or a call (dropdowns such as
 * role/dropDown, dictionary items) mapped to options; `toOptions` also gets the reader's
 * language, for rows named in CN, EN and TC.
 */
export type OptionSource =
  ResourceOption[] | { call: CallContract; input?: unknown; toOptions: (data: never, lang: Lang) => ResourceOption[] };

/** One filter of the filter bar; its value travels in the URL and in the list call's input under `name`. */
export interface ResourceFilter {
  /** Input field of the list contract, e.g. `account`. A date range uses `name` + `nameTo`. */
  name: string;
  label: string;
  kind: 'text' | 'select' | 'date' | 'dateRange';
  /** `dateRange`: the second input field (the first is `name`), e.g. `dateFrom` / `dateTo`. */
  nameTo?: string;
  /** `select`: the choices (an empty "all" entry is added). */
  options?: OptionSource;
  /** Placeholder of a text input; for `select` the text of the "all" entry (default `resource:all`). */
  placeholder?: string;
  /** `dateRange`: label of the second input; without it both inputs sit under `label`. */
  labelTo?: string;
  /** Send the value as a number (ids in a POST list input); default: the trimmed text. */
  numeric?: boolean;
}

/** What a `custom` field's `render` gets: the value, its setter and the input's state. */
export interface CustomFieldInput {
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  invalid: boolean;
  readOnly: boolean;
}

/** One field of the add / edit form; validated by the form's zod schema under `name`. */
export interface ResourceField {
  name: string;
  label: string;
  kind: 'text' | 'password' | 'textarea' | 'number' | 'select' | 'multiSelect' | 'switch' | 'date' | 'tree' | 'custom';
  options?: OptionSource;
  /** `custom`: the input a page brings (e.g. a media picker), given the field's value and state. */
  render?: (input: CustomFieldInput) => ReactNode;
  placeholder?: string;
  /** Shown only when creating (`create`) or only when editing (`edit`). Default both. */
  only?: 'create' | 'edit';
  /** Read-only when editing (codes, accounts). */
  lockedOnEdit?: boolean;
  /** Help text under the field (i18n key). */
  help?: string;
  /** Grid span: 1 (half width) or 2 (full width). Default 1, textarea and tree 2. */
  span?: 1 | 2;
  /** `tree`: pick one node (e.g. a parent) instead of checking several; default several (an array). */
  single?: boolean;
  /** Clearing the input gives `null` (a field the schema takes as nullable), whatever its start value. */
  nullable?: boolean;
  /** `switch`: the values stored when on / off. Default `true` / `false`. */
  checkedValue?: unknown;
  uncheckedValue?: unknown;
}

/**
 * The add / edit dialog. `schema` is the zod schema of the create contract's input (or
 * a page-specific one built from it); field errors come from it, in the user's language.
 */
export interface ResourceForm<Row> {
  fields: ResourceField[];
  /** Validates the form values before any call. */
  schema: z.ZodType;
  /** Create call and its permission code; omitted: no Add button. */
  create?: { call: CallContract; permission: string };
  /** Update call and its permission code; omitted: no Edit action. */
  update?: { call: CallContract; permission: string };
  /** Initial values of a new record. */
  defaults: Record<string, unknown>;
  /**
   * Loads the record before the edit dialog shows (e.g. a role's granted menus); its
   * `data` is passed to `toValues` as `detail`. Omitted: the row is enough.
   */
  detail?: { call: CallContract; input: (row: Row) => unknown };
  /** Values of an existing record for the edit dialog (`detail`: the loaded record, when declared). */
  toValues: (row: Row, detail?: unknown) => Record<string, unknown>;
  /** Maps form values to the call input (e.g. adds `id`, encrypts a password). Default: the values (+ `id` on edit). */
  toInput?: (values: Record<string, unknown>, row: Row | null) => unknown | Promise<unknown>;
  /**
   * Gets the call's answer after a successful save (`row` null: created), e.g. to show a secret the
   * server answers only once (a gate's device key).
   */
  afterSave?: (output: unknown, row: Row | null) => void;
  /** Dialog titles (i18n keys). Default `resource:add` / `resource:edit`. */
  createTitle?: string;
  editTitle?: string;
}

/** An action on one row (a button in the actions column, or in its "more" menu). */
export interface RowAction<Row> {
  key: string;
  label: string;
  /** Permission code(s) (any) that show the action; the server still checks. */
  permission?: string | string[];
  /** Hidden for rows where this is false (e.g. "enable" on enabled rows). */
  visible?: (row: Row) => boolean;
  /** Asks first (title 'system prompt', OK / Cancel): an i18n key; interpolation gets the row. */
  confirm?: string;
  /** Interpolation values of `confirm` instead of the row (formatted times, names). */
  confirmValues?: (row: Row) => Record<string, unknown>;
  /** Red OK button and label. */
  danger?: boolean;
  /**
   * What it does: a call (input built from the row; the list reloads and a success toast
   * shows afterwards), or a handler (opens a page-specific dialog, navigates …).
   */
  run:
    | { call: CallContract; input: (row: Row) => unknown; successMessage?: string }
    | { onClick: (row: Row, reload: () => void) => void };
}

/** An action on the selected rows (check boxes appear when any bulk action is allowed). */
export interface BulkAction<Row> {
  key: string;
  label: string;
  permission?: string | string[];
  confirm?: string;
  danger?: boolean;
  run:
    | { call: CallContract; input: (rows: Row[]) => unknown; successMessage?: string }
    | { onClick: (rows: Row[], reload: () => void) => void };
}

/** Export of the filtered rows to `.xlsx` (exceljs): every page of the list call with the current filters. */
export interface ResourceExport {
  permission: string;
  /** File name without extension (an i18n key, or text); `-YYYYMMDD.xlsx` is appended. */
  fileName: string;
}

/**
 * Import from `.xlsx`: the first sheet, header row = column labels in any of the three
 * languages or the field names. Each row is validated with `schema` and sent to `call`
 * one by one; a progress bar shows the count; failures (validation or the server's
 * answer) are listed per row number with the message, and can be downloaded as `.xlsx`.
 */
export interface ResourceImport {
  permission: string;
  call: CallContract;
  schema: z.ZodType;
  /** The importable fields, in template order (also the template's header row). */
  fields: { name: string; label: string }[];
  /**
   * Maps a validated sheet row to the call input. Default: the row. Sheet cells arrive as trimmed text (use
   * `z.coerce`).
   */
  toInput?: (row: Record<string, unknown>) => unknown | Promise<unknown>;
}

/** Everything a resource page is. */
export interface ResourcePageConfig<C extends CallContract = CallContract, Row = RowOf<C>> {
  /** Test id prefix and React key, e.g. `user`. */
  id: string;
  /** i18next namespace of the page's keys. */
  ns: string;
  /** Title and description (i18n keys). */
  title: string;
  description?: string;
  /** The `…/page` contract. */
  list: C;
  /** Fixed extra input of the list call (e.g. `{ kind: 'business' }`), merged under the filters. */
  listInput?: Partial<CallInput<C>>;
  rowKey: (row: Row) => string | number;
  columns: ResourceColumn<Row>[];
  filters?: ResourceFilter[];
  form?: ResourceForm<Row>;
  /** Delete shortcut: a confirmed danger row action and bulk action calling `call` with `{ ids }` or `{ id }`. */
  remove?: { call: CallContract; permission: string; input: (rows: Row[]) => unknown };
  rowActions?: RowAction<Row>[];
  bulkActions?: BulkAction<Row>[];
  export?: ResourceExport;
  import?: ResourceImport;
  /** Extra toolbar content (right of Add / Import / Export). */
  toolbar?: ReactNode;
  /** Empty-state title (i18n key). */
  emptyTitle?: string;
}

/** The node type of a tree call (`data` is `Node[]`, each node with `children?: Node[]`). */
export type NodeOf<C extends CallContract> = CallOutput<C> extends (infer N)[] ? N : never;

/**
 * A tree page (organisations, menus): a tree table loaded from one call, with
 * expand / collapse and indented rows, the same add / edit form as a resource page
 * (plus "add child": the form starts with `parentField` = the node's key), row actions
 * and permission gating.
 */
export interface TreePageConfig<C extends CallContract = CallContract, Node = NodeOf<C>> {
  /** Test id prefix, e.g. `org`. */
  id: string;
  /** i18next namespace of the page's keys. */
  ns: string;
  title: string;
  description?: string;
  /** The tree call: output `Node[]`, children under `children` (see `childrenOf`). */
  tree: C;
  /** Fixed extra input of the tree call, merged under the filters. */
  treeInput?: Partial<CallInput<C>>;
  /** Filters sent to the tree call (kept in the URL like a resource page's; no paging). */
  filters?: ResourceFilter[];
  rowKey: (node: Node) => string | number;
  /** A node's children; default `node.children`. */
  childrenOf?: (node: Node) => Node[] | null | undefined;
  /** Columns; the first one is indented and carries the expand toggle. */
  columns: ResourceColumn<Node>[];
  form?: ResourceForm<Node>;
  /** "Add child" row action (uses `form.create`); `visible` hides it on some nodes (e.g. buttons). */
  addChild?: { permission: string; label?: string; visible?: (node: Node) => boolean };
  /** The form field that receives the parent's key on "add child". Default `parentId`. */
  parentField?: string;
  /** Delete shortcut: a confirmed danger row action calling `call` with `input([node])`. */
  remove?: { call: CallContract; permission: string; input: (nodes: Node[]) => unknown };
  rowActions?: RowAction<Node>[];
  toolbar?: ReactNode;
  emptyTitle?: string;
  /** Levels expanded at first (0: all collapsed). Default 1 (the roots show their children). */
  defaultExpandDepth?: number;
}
