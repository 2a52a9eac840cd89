import { SETTINGS_MANAGER_ROLES, ZSettings, ZSettingsUpdate } from '@pawdesk/domain';
import { protectedProcedure, roleProcedure, router } from '../../trpc/trpc';
import { getSettings, updateSettings } from './settings.service';

export const settingsRouter = router({
  /** Any logged-in user: every screen writes dates and times by them. */
  get: protectedProcedure.output(ZSettings).query(({ ctx }) => getSettings(ctx.svc)),
  /** Managers: a partial change, merged. */
  update: roleProcedure(...SETTINGS_MANAGER_ROLES)
    .input(ZSettingsUpdate)
    .output(ZSettings)
    .mutation(({ ctx, input }) => updateSettings(ctx.svc, input)),
});
