// The billing module's door: prices, charges, invoices and an owner's account (both APIs); for
// the daycare, hotel, grooming and vet modules the charge a service makes inside its own
// transaction (chargeForService, each once per source and kind).
export { type BillingContext, billingContext } from './billing.context';
export { billingRestRoutes } from './billing.rest';
export { billingRouter } from './billing.router';
export {
  chargeForService,
  type ServiceChargeInput,
  type ServiceChargeLine,
  withdrawServiceCharges,
} from './charges.service';
