/**
 * Declarative back-office pages: `<ResourcePage config={…} />` for paged lists
 * and `<TreePage config={…} />` for trees (organisations, menus). See types.ts.
 */
export { ResourcePage, type ResourcePageProps } from './resource-page';
export { TreePage, type TreePageProps } from './tree-page';
export { BOOKING_LIST_FILTERS } from './booking-filters';
export { orgTreeOptions, roleOptions } from './people-options';
export type {
  BulkAction,
  CustomFieldInput,
  NodeOf,
  OptionSource,
  ResourceColumn,
  ResourceExport,
  ResourceField,
  ResourceFilter,
  ResourceForm,
  ResourceImport,
  ResourceOption,
  ResourcePageConfig,
  RowAction,
  RowOf,
  TreePageConfig,
} from './types';
