// The vaccination rules' messages (docs/contract/rest-contract-business.md, Vaccinations).
import { registerMessages } from '../common/messages';

export const VACCINATION_MESSAGES_EN = {
  'vaccination.vaccineRequired': 'Vaccine is required',
  'vaccination.vaccineNotFound': 'Vaccine not found',
  'vaccination.notFound': 'Vaccination not found',
  'vaccination.givenOnRequired': 'Vaccination date is required',
  'vaccination.givenOnInvalid': 'Please enter a valid vaccination date',
  'vaccination.givenOnFuture': 'Vaccination date cannot be in the future',
  'vaccination.expiresOnInvalid': 'Please enter a valid expiry date',
  'vaccination.expiresOnBeforeGiven': 'Expiry date must be after the vaccination date',
  'vaccination.batchTooLong': 'Batch must be 50 characters or less',
  'vaccination.givenByTooLong': 'Given by must be 100 characters or less',
  'vaccination.notesTooLong': 'Notes must be 1000 characters or less',
  'vaccination.nameRequired': 'Name is required',
  'vaccination.nameTooLong': 'Name must be 100 characters or less',
  'vaccination.coversRequired': 'Choose at least one disease',
  'vaccination.validityInvalid': 'Validity must be a whole number of months from 1 to 120',
  'vaccination.overrideReasonRequired': 'A reason is required to override',
  'vaccination.overrideReasonTooLong': 'Reason must be 500 characters or less',
} as const;
registerMessages(VACCINATION_MESSAGES_EN);
