// The till module's door: payments, the till and VERI*FACTU fiscal records (both APIs); for the
// billing module, the fiscal record appended inside its issue and void transactions; for the
// server, the fiscal jobs (fiscal-send, fiscal-sweep) and the adapters; for the PDF, the records of an invoice.
export {
  FISCAL_SEND_JOB,
  FISCAL_SWEEP_JOB,
  type FiscalJobsTuning,
  fiscalJobs,
  sendRecord,
  sweepOutbox,
} from './fiscal.jobs';
export { type AeatAdapter, adapterFromEnv, httpAdapter, sendDue } from './fiscal.outbox';
export { recordsOfInvoice, verifyChain } from './fiscal.reads';
export { type AppendedRecord, appendFiscalRecord } from './fiscal.writes';
export { type TillContext, tillContext } from './till.context';
export { tillRestRoutes } from './till.rest';
export { tillRouter } from './till.router';
