/**
 * Handlers of the dining standards (/mc/standards/*, page /standards): a price per person in
 * cents of a dining type (dictionary mcDiningType: DINING_TYPE_UNKNOWN), through
 * catalogue.shared.ts `diningResource`. A standard on an order line (kind dining) is not
 * deleted (CATALOGUE_IN_USE).
 */
import { asc } from 'drizzle-orm';
import * as contracts from '../../../platform/contracts/catering-catalogue.contract';
import { mcStandard } from '../../db/schema/index';
import type { PartialHandlersOf } from '../../plugins/call-handler';
import { checkDiningType, diningResource, refuseInUse } from './catalogue.shared';

const table = mcStandard;

/** The dining standards: the page by dining type, then sort; the dropdown by sort. */
const standards = diningResource({
  table,
  order: { page: [asc(table.diningTypeCode), asc(table.sort)], dropdown: [asc(table.sort)] },
  check: (db, _lang, fields: contracts.StandardFields) => checkDiningType(db, fields.diningTypeCode),
  refuseDelete: (db, rows) => refuseInUse(db, 'dining', rows, 'standard'),
});

/** Handlers of the dining-standard calls. */
export const standardHandlers = {
  standardPage: (input, ctx) => standards.page(ctx, input),
  standardDropdown: async (input, ctx) =>
    (await standards.dropdown(ctx, input.diningTypeCode)).map(
      ({ id, name, diningTypeCode, diningTypeName, pricePerPersonCents }) => ({
        id,
        name,
        diningTypeCode,
        diningTypeName,
        pricePerPersonCents,
      }),
    ),
  standardAdd: (input, ctx) => standards.add(ctx, input),
  standardEdit: (input, ctx) => standards.edit(ctx, input),
  standardDelete: (input, ctx) => standards.remove(ctx, input),
} satisfies PartialHandlersOf<typeof contracts>;
