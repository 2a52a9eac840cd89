import { SETTINGS_MANAGER_ROLES, ZSettings, ZSettingsUpdate } from '@pawdesk/domain';
import { defineRoute } from '../../rest/route';
import { getSettings, updateSettings } from './settings.service';

const tags = ['Settings'];

export const settingsRestRoutes = [
  defineRoute({
    method: 'GET',
    url: '/settings',
    summary: 'The business-wide settings (any logged-in user)',
    tags,
    auth: true,
    response: { status: 200, description: 'The settings', schema: ZSettings },
    handler: ({ svc }) => getSettings(svc),
  }),
  defineRoute({
    method: 'PUT',
    url: '/settings',
    summary: 'Change some settings (managers): the body names only those to change, the others are kept',
    tags,
    auth: SETTINGS_MANAGER_ROLES,
    body: ZSettingsUpdate,
    response: { status: 200, description: 'The settings after the change', schema: ZSettings },
    handler: ({ svc, body }) => updateSettings(svc, body),
  }),
];
