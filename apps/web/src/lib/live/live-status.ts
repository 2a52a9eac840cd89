// The state of this tab's live connection, for whoever wants to show it (useLiveStatus) and for
// tests (the <html data-live="..."> attribute: a browser test waits for "live" before it makes
// the change that must appear by itself).
import { useSyncExternalStore } from 'react';

/** off: no session or stopped; connecting: the first time; live: streaming; reconnecting: lost, trying again. */
export type TLiveStatus = 'off' | 'connecting' | 'live' | 'reconnecting';

let status: TLiveStatus = 'off';
const listeners = new Set<() => void>();

export function setLiveStatus(next: TLiveStatus): void {
  if (next === status) return;
  status = next;
  if (typeof document !== 'undefined') {
    if (next === 'off') delete document.documentElement.dataset.live;
    else document.documentElement.dataset.live = next;
  }
  for (const listener of listeners) listener();
}

export function getLiveStatus(): TLiveStatus {
  return status;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveStatus(): TLiveStatus {
  return useSyncExternalStore(subscribe, getLiveStatus, getLiveStatus);
}
