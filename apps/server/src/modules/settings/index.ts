// The settings module's door: the business-wide settings (date and time formats, the daycare's
// capacity, the fiscal identity), read by anyone logged in, changed by managers; for the daycare
// module its capacity read inside a check-in (daycareCapacity); for the billing module the
// business's fiscal identity (fiscalIdentity).
export { settingsRestRoutes } from './settings.rest';
export { settingsRouter } from './settings.router';
export {
  daycareCapacity,
  type FiscalIdentity,
  fiscalIdentity,
  getSettings,
  updateSettings,
} from './settings.service';
