// The kennels module's door: the hotel's kennels (both APIs) and its capacity. For the hotel
// module: the check of a booking write under the hotel's lock (checkHotelCapacity,
// recordCapacityOverride), the occupancy of a range, the kennel grid, a night's stays and whether
// waitlisted stays fit (staysFit). For the demo seed: createKennel, listKennels.
export {
  type CapacityGate,
  type CapacityRequest,
  checkHotelCapacity,
  freeKennels,
  hotelOccupancy,
  kennelGrid,
  lockHotelCapacity,
  nightStays,
  recordCapacityOverride,
  staysFit,
} from './capacity.service';
export { type KennelsContext, kennelsContext } from './kennels.context';
export { kennelsRestRoutes } from './kennels.rest';
export { kennelsRouter } from './kennels.router';
export { createKennel, listKennels } from './kennels.service';
