// The vet module's door: appointments and their exams.
export { dogVetRemovals } from './vet.audit';
export { type VetContext, vetContext } from './vet.context';
export { restAppointment } from './vet.dto';
export { dogVetHistory } from './vet.history';
export { vetFollowUpsDue, vetToday, vetUpcoming } from './vet.overview';
export { vetRestRoutes } from './vet.rest';
export { vetRouter } from './vet.router';
export { dogVetTimeline } from './vet.timeline';
export { createAppointment, updateAppointment } from './vet.writes';
