// The Today board's vaccination shields: the board's answer names the dogs here or due today that
// their service's rule finds not covered (vaccinationAlerts); each section's line shows the shield
// of its own service's alert for that dog (a dog in daycare and at the groomer's may miss
// different diseases for each).
import type { TDashboardOverview } from '@pawdesk/domain/dashboard/dashboard.schema';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { VaccinationShield } from '../../app/blocks/vaccination-shield';

type Alerts = TDashboardOverview['vaccinationAlerts'];
type Service = Alerts[number]['service'];

const ShieldsContext = createContext<ReadonlyMap<string, readonly string[]>>(new Map());

export function BoardShields({ alerts, children }: { alerts: Alerts; children: ReactNode }) {
  const byKey = useMemo(
    () => new Map(alerts.map((alert) => [`${alert.service}:${alert.dog._id}`, alert.missing])),
    [alerts],
  );
  return <ShieldsContext.Provider value={byKey}>{children}</ShieldsContext.Provider>;
}

/** The shield of a dog's line in a section of `service` (null when the dog is covered). */
export function useShield(service: Service) {
  const byKey = useContext(ShieldsContext);
  return useCallback(
    (dogId: string | null | undefined): ReactNode => {
      const missing = dogId ? byKey.get(`${service}:${dogId}`) : undefined;
      return missing ? <VaccinationShield key="shield" missing={missing} /> : null;
    },
    [byKey, service],
  );
}
