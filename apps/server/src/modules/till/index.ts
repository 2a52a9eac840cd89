// The till module's door: payments, the till and VERI*FACTU fiscal records (both APIs); for the
// billing module, the fiscal record appended inside its issue and void transactions; for the
// server, the outbox worker and its adapters; for the PDF, the records of an invoice.
export { type AeatAdapter, adapterFromEnv, httpAdapter, sendDue, startOutboxWorker } from './fiscal.outbox';
export { recordsOfInvoice, verifyChain } from './fiscal.reads';
export { type AppendedRecord, appendFiscalRecord } from './fiscal.writes';
export { type TillContext, tillContext } from './till.context';
export { tillRestRoutes } from './till.rest';
export { tillRouter } from './till.router';
