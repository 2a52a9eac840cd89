// The vaccinations module's door: the catalogue, a dog's records and compliance, the rules per
// service, the due list (both APIs); for the daycare, hotel and grooming modules the check at a
// booking (bookingWarnings) and at the moment of service (checkAtService, recordOverride); for the
// dashboard the dogs here today who are not covered (serviceAlerts); for the vet module the
// vaccines an exam gives (recordExamVaccines); for the dogs module the records a dog's deletion
// takes with it; for the server the daily reminders job (vaccinationJobs).
export {
  bookingWarnings,
  checkAtService,
  dogCompliance,
  manyCompliance,
  recordOverride,
  serviceAlerts,
  type VaccinationAlert,
  type VaccinationCheck,
  type VaccinationGate,
} from './compliance.service';
export { type ExamVaccine, recordExamVaccines } from './records.service';
export { noteVaccinationReminders, VACCINATION_REMINDERS_JOB, vaccinationJobs } from './reminders.service';
export { dogVaccinationRemovals } from './vaccinations.audit';
export { type VaccinationsContext, vaccinationsContext } from './vaccinations.context';
export { vaccinationsRestRoutes } from './vaccinations.rest';
export { vaccinationsRouter } from './vaccinations.router';
