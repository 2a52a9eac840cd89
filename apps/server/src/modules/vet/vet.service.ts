// The vet module's use cases, by kind: lists and search (vet.lists.ts; the streamed REST list in
// vet.stream.ts), one appointment and a dog's (vet.details.ts), the day's part for the page and
// the dashboard (vet.overview.ts), and the writes (vet.writes.ts). The router and the REST routes
// import from here.
export { getAppointment, listDogAppointments } from './vet.details';
export { listAppointments } from './vet.list';
export { vetOverview, vetToday, vetUpcoming } from './vet.overview';
export { allAppointmentsRestJson } from './vet.stream';
export { createAppointment, deleteAppointment, updateAppointment, vetValidationError } from './vet.writes';
