/**
 * Registrations of the catering catalogue and customers
 * (platform/contracts/catering-catalogue.contract.ts), one handler file per resource.
 */
import * as contracts from '../../../platform/contracts/catering-catalogue.contract';
import { implement } from '../../plugins/call-handler';
import { categoryHandlers } from './catalogue-category.handlers';
import { customerHandlers } from './catalogue-customer.handlers';
import { itemFormHandlers } from './catalogue-item-form.handlers';
import { merchandiseHandlers } from './catalogue-merchandise.handlers';
import { standardHandlers } from './catalogue-standard.handlers';
import { timeRangeHandlers } from './catalogue-time-range.handlers';

/** Registrations of the catalogue module. */
export const cateringCatalogueHandlers = implement(contracts, {
  ...categoryHandlers,
  ...merchandiseHandlers,
  ...itemFormHandlers,
  ...timeRangeHandlers,
  ...standardHandlers,
  ...customerHandlers,
});
