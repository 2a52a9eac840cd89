// The grooming module's door: bookings at the salon, their status workflow, the groomers' day.
export { dogGroomingRemovals } from './grooming.audit';
export { type GroomingBoard, groomingBoard } from './grooming.board';
export { type GroomingContext, groomingContext } from './grooming.context';
export { dogGroomingHistory } from './grooming.history';
export { groomingRestRoutes } from './grooming.rest';
export { groomingRouter } from './grooming.router';
export { dogGroomingTimeline } from './grooming.timeline';
export { createBooking, setBookingStatus, updateBooking } from './grooming.writes';
