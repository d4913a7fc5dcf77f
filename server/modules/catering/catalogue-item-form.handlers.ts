/**
 * Handlers of the service items (/mc/itemForm/*, page /itemForm): a tree of groups and items
 * with a price in cents (catalogue.shared.ts `treeResource`). No cycles on edit
 * (CATALOGUE_CYCLE); an item with children (CATALOGUE_HAS_CHILDREN) or on an order line
 * (CATALOGUE_IN_USE) is not deleted. The dropdown offers the leaves enabled along their path.
 */
import type { ItemFormNode } from '../../../platform/contracts/catering-catalogue.contract';
import * as contracts from '../../../platform/contracts/catering-catalogue.contract';
import { mcItemForm } from '../../db/schema/index';
import type { PartialHandlersOf } from '../../plugins/call-handler';
import { LOCKS, refuseInUse, treeResource } from './catalogue.shared';

/** The service-item tree: an item on an order line is not deleted (CATALOGUE_IN_USE). */
const items = treeResource({
  table: mcItemForm,
  lock: LOCKS.itemForm,
  context: 'itemForm',
  refuseDelete: (db, rows) => refuseInUse(db, 'item', rows, 'itemForm'),
});

/** Handlers of the service-item calls. */
export const itemFormHandlers = {
  itemFormPage: (input, ctx) => items.page(ctx, input),
  itemFormTree: async (input, ctx) => (await items.tree(ctx, input.keyword)) as ItemFormNode[],
  itemFormDropdown: async (_input, ctx) =>
    (await items.leaves(ctx)).map(({ id, parentId, name, priceCents }) => ({ id, parentId, name, priceCents })),
  itemFormAdd: (input, ctx) => items.add(ctx, input),
  itemFormEdit: (input, ctx) => items.edit(ctx, input),
  itemFormDelete: (input, ctx) => items.remove(ctx, input),
} satisfies PartialHandlersOf<typeof contracts>;
