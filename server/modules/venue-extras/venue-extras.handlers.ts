/** Registrations of the venue-extras module: rooms, device kinds, site devices, photos, descriptions, instructions. */
import * as venueExtrasContracts from '../../../platform/contracts/venue-extras.contract';
import { implement } from '../../plugins/call-handler';
import { deviceHandlers } from './device.handlers';
import { roomHandlers } from './room.handlers';
import { siteExtrasHandlers } from './site-extras.handlers';

/** Every handler of platform/contracts/venue-extras.contract.ts (each call must have one: else a compile error). */
export const venueExtrasHandlers = implement(venueExtrasContracts, {
  ...roomHandlers,
  ...deviceHandlers,
  ...siteExtrasHandlers,
});
