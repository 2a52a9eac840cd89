// The settings module's door: the business-wide settings (date and time formats), read by anyone
// logged in, changed by managers.
export { settingsRestRoutes } from './settings.rest';
export { settingsRouter } from './settings.router';
export { getSettings, updateSettings } from './settings.service';
