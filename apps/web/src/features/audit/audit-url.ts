// The global History's state in the query string (/history?actor=…&entity=…&action=…&from=…&to=…):
// the person (a user id), the record type, the action and the period (calendar days, the
// business's). Pages are not in it: History pages by cursor with 'Load more', and a reload starts
// again at the newest events.
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  type TAuditAction,
  type TAuditEntity,
} from '@pawdesk/domain/audit/audit.schema';
import { type UrlValues, urlParam } from '../../lib/use-url-state';
import type { TAuditFilters } from './use-audit';

export { HISTORY_NAMESPACES } from './history-namespaces';

export const ANY = 'all';

export const HISTORY_URL = {
  actor: urlParam.string(),
  entity: urlParam.oneOf<TAuditEntity | typeof ANY>([ANY, ...AUDIT_ENTITIES], ANY),
  action: urlParam.oneOf<TAuditAction | typeof ANY>([ANY, ...AUDIT_ACTIONS], ANY),
  from: urlParam.string(),
  to: urlParam.string(),
};
export type HistoryUrlState = UrlValues<typeof HISTORY_URL>;

/** What `audit.list` is asked for under these filters (blank ones left out). */
export function historyFilters(state: HistoryUrlState): TAuditFilters {
  const actor = state.actor.trim();
  const from = state.from.trim();
  const to = state.to.trim();
  return {
    ...(actor ? { actor } : {}),
    ...(state.entity === ANY ? {} : { entity: state.entity }),
    ...(state.action === ANY ? {} : { action: state.action }),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}
