// The hotel module's door: stays, from booking to check-out; the occupancy, the kennel grid and
// the waitlist (issue 24), whose entries that fit now the Today board shows (waitlistBoard).
export { dogHotelRemovals } from './hotel.audit';
export { type HotelBoard, hotelBoard } from './hotel.board';
export { type HotelContext, hotelContext } from './hotel.context';
export { dogHotelHistory } from './hotel.history';
export { hotelRestRoutes } from './hotel.rest';
export { hotelRouter } from './hotel.router';
export { dogHotelTimeline } from './hotel.timeline';
export { createWaitlistEntry, offerFittingEntries, waitlistBoard, waitlistJobs } from './hotel.waitlist';
export { checkInDog, checkOutBooking, createBooking, updateBooking } from './hotel.writes';
