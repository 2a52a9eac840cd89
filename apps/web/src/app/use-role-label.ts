import type { TRole } from '@pawdesk/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The translated name of a role ("Admin" / "Administrador"). */
export function useRoleLabel() {
  const { t } = useTranslation('common');
  return useCallback((role: TRole) => t(`role.${role}`, { defaultValue: role }), [t]);
}
