// The settings module's door: the business-wide settings (date and time formats, the daycare's
// capacity), read by anyone logged in, changed by managers; for the daycare module its capacity
// read inside a check-in (daycareCapacity).
export { settingsRestRoutes } from './settings.rest';
export { settingsRouter } from './settings.router';
export { daycareCapacity, getSettings, updateSettings } from './settings.service';
