/** Registrations of the venue-extras module: rooms, device kinds, site devices, photos, descriptions, instructions. */
import { deviceHandlers } from './device.handlers';
import { roomHandlers } from './room.handlers';
import { siteExtrasHandlers } from './site-extras.handlers';

/** Every handler of platform/contracts/venue-extras.contract.ts. */
export const venueExtrasHandlers = [...roomHandlers, ...deviceHandlers, ...siteExtrasHandlers];
