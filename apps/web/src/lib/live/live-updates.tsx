// Mounted once in the logged-in shell (app-shell.tsx): keeps this tab's live connection while a
// session lasts and invalidates the queries each change makes stale. Renders nothing; screens
// need nothing of their own to be live (see apps/web/README.md, "Live updates").
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '../api-client';
import { isUnauthorized } from '../errors';
import { startLiveConnection } from './live-connection';
import { setLiveStatus } from './live-status';

export function LiveUpdates(): null {
  const queryClient = useQueryClient();
  useEffect(() => {
    const connection = startLiveConnection({
      subscribe: (handlers) => apiClient.live.changes.subscribe(undefined, handlers),
      invalidate: (paths) =>
        Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: [path] }))),
      isUnauthorized,
      onStatus: setLiveStatus,
    });
    const online = () => connection.retryNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      connection.stop();
    };
  }, [queryClient]);
  return null;
}
