// The settings module's door: the business-wide settings (date and time formats), read by anyone
// logged in, changed by managers; for the billing module the business's fiscal identity.
export { settingsRestRoutes } from './settings.rest';
export { settingsRouter } from './settings.router';
export { type FiscalIdentity, fiscalIdentity, getSettings, updateSettings } from './settings.service';
