// The business-wide settings (GET settings.get) on the web side: read once per session, kept
// in the query cache, and read again when the live feed announces a change (topic 'settings',
// lib/live/live-queries.ts), so a manager's switch to day-first dates reaches every open desk.
// Every screen's arrival asks for them together with its first data (app/prefetch.ts: one batched
// request), so the dates a screen loads arrive with the formats to write them in; until the
// settings are known (or should they fail to load), the spec's formats hold.
import type { TDateFormat, TTimeFormat } from '@pawdesk/domain/settings/settings.rules';
import type { AppRouter } from '@pawdesk/server/router';
import { useQuery } from '@tanstack/react-query';
import type { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { useMemo } from 'react';
import { useTRPC } from './trpc';

type Proxy = ReturnType<typeof createTRPCOptionsProxy<AppRouter>>;

/** The settings query: fresh until the live feed says otherwise (or ten minutes pass). */
export function settingsQueryOptions(trpc: Proxy) {
  return { ...trpc.settings.get.queryOptions(), staleTime: 10 * 60_000 };
}

export function useBusinessSettings() {
  const trpc = useTRPC();
  return useQuery(settingsQueryOptions(trpc));
}

/**
 * How this business writes dates and times; each left out (the spec's US format, the date
 * helper's default) until the settings are known.
 */
export function useDateSettings(): { dateFormat?: TDateFormat; timeFormat?: TTimeFormat } {
  const settings = useBusinessSettings().data;
  const dateFormat = settings?.dateFormat;
  const timeFormat = settings?.timeFormat;
  return useMemo(() => ({ dateFormat, timeFormat }), [dateFormat, timeFormat]);
}
