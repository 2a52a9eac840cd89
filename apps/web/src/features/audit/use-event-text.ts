// The screen's side of audit-text.ts: the reader's language and translations, the business's
// date and time formats, the number formatters, and who people are. An event names its actor by
// id and username only; a reader who may list the staff (admin, manager) sees their names
// ('María'), anyone else their usernames.
import type { TAuditActor, TAuditEvent } from '@pawdesk/domain/audit/audit.schema';
import { canManageUsers } from '@pawdesk/domain/users/user.schema';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '../../app/blocks/history-list';
import { useDateFormat } from '../../lib/dates';
import { useNumberFormat } from '../../lib/number-format';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { useYearsText } from '../dogs/dog-display';
import { type AuditWords, describeEvent, type EventText } from './audit-text';

/** The staff's names by id, for a reader who may list them (else empty: usernames are shown). */
export function useStaffNames(): ReadonlyMap<string, string> {
  const trpc = useTRPC();
  const role = useSession()?.user.role;
  const users = useQuery({
    ...trpc.users.list.queryOptions(),
    enabled: canManageUsers(role),
    staleTime: 60_000,
  });
  return useMemo(
    () => new Map((users.data ?? []).flatMap((u) => (u.name?.trim() ? [[u.id, u.name.trim()]] : []))),
    [users.data],
  );
}

const CURRENCY_LOCALES: Record<string, string> = { es: 'es-ES', en: 'en-US' };

/** `say(event)` → the event worded (EventText); `entry(event)` → the same as a HistoryList entry. */
export function useEventText(namespaces: readonly string[]) {
  const { t, i18n } = useTranslation([...namespaces]);
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const dates = useDateFormat();
  const fmt = useNumberFormat();
  const years = useYearsText();
  const names = useStaffNames();
  const words = useMemo<AuditWords>(() => {
    const money = new Intl.NumberFormat(CURRENCY_LOCALES[lang] ?? 'es-ES', {
      style: 'currency',
      currency: 'EUR',
    });
    return {
      t: (key, options) => t(key, options ?? {}),
      lang,
      date: dates.date,
      dateTime: dates.dateTime,
      time: dates.time,
      number: fmt.number,
      weight: fmt.weight,
      temperature: fmt.temperature,
      years,
      money: (cents) => money.format(cents / 100),
      actorName: (actor: TAuditActor) => names.get(actor.id) ?? actor.username,
    };
  }, [t, lang, dates, fmt, years, names]);
  const say = useCallback((event: TAuditEvent): EventText => describeEvent(event, words), [words]);
  const entry = useCallback(
    (event: TAuditEvent, extra?: HistoryEntry['extra']): HistoryEntry => {
      const text = say(event);
      return {
        id: event.id,
        when: text.when,
        at: event.at,
        kind: event.action,
        action: text.action,
        lines: text.lines,
        details: text.details,
        reason: text.reason,
        extra,
      };
    },
    [say],
  );
  return { say, entry, t };
}
