// The desk's moves on the Today board (docs/domains/dashboard.md): check in an expected daycare dog, check out a
// dog here (its message offers Undo), check a hotel guest in or out and open a booking in the
// hotel's drawer. The board draws the buttons; what they do is the daycare's and the hotel's own
// code (useDeskActions, useBookingActions and the booking form), in a chunk of its own
// (desk-actions.tsx) loaded on the first intent (a pointer over a button, its focus, a click),
// so the board's first download stays within its budget. One request at a time; the button of
// the record being acted on shows it is busy until the move is done or its drawer is open.
import { Button } from '@chakra-ui/react';
import type { TDaycareVisit, THotelBooking, TWaitlistEntry } from '@pawdesk/domain';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { i18next } from '../../lib/i18n';

/** What a move needs in words: its forms, pickers, messages and refusals. */
export const DESK_NAMESPACES = [
  'daycare',
  'hotel',
  'kennels',
  'dogs',
  'validation',
  'errors',
  'common',
  'blocks',
];

export type DeskMove =
  | { kind: 'daycareCheckIn'; visit: TDaycareVisit }
  | { kind: 'daycareCheckOut'; visit: TDaycareVisit }
  | { kind: 'hotel'; mode: 'booking' | 'checkin' | 'checkout'; booking: THotelBooking }
  | { kind: 'waitlistBook'; entry: TWaitlistEntry };

export type DeskRequest = DeskMove & { id: number };

const loadDeskActions = () => import('./desk-actions');
const DeskActions = lazy(loadDeskActions);

/** Starts loading the moves' code and words (idempotent). */
function preload() {
  loadDeskActions().catch(() => undefined);
  i18next.loadNamespaces(DESK_NAMESPACES).catch(() => undefined);
}

const recordOf = (move: DeskMove) =>
  move.kind === 'hotel' ? move.booking.id : move.kind === 'waitlistBook' ? move.entry.id : move.visit.id;

export interface Desk {
  run: (move: DeskMove) => void;
  /** Whether the record (a visit or a booking id) is being acted on. */
  busy: (recordId: string) => boolean;
  preload: () => void;
}

/** The board's desk: `desk` for the sections, `host` to draw once (the moves' drawers). */
export function useDesk(today: string) {
  const [request, setRequest] = useState<DeskRequest | null>(null);
  const [pending, setPending] = useState<number | null>(null);
  const next = useRef(0);
  const run = useCallback((move: DeskMove) => {
    preload();
    next.current += 1;
    setRequest({ ...move, id: next.current });
    setPending(next.current);
  }, []);
  const settled = useCallback((id: number) => setPending((now) => (now === id ? null : now)), []);
  const busyRecord = request && pending === request.id ? recordOf(request) : null;
  const desk = useMemo<Desk>(
    () => ({ run, busy: (recordId) => recordId === busyRecord, preload }),
    [run, busyRecord],
  );
  // Mounted from the first move on, and kept: its drawer and messages live there.
  const host = request ? (
    <Suspense fallback={null}>
      <DeskActions request={request} today={today} onSettled={settled} />
    </Suspense>
  ) : null;
  return { desk, host };
}

/** A line's move: a small button with a short word ('Check out'), named for its dog. */
export function DeskButton({
  label,
  name,
  busy,
  onClick,
  desk,
  solid = false,
}: {
  label: string;
  /** 'Check out Lúa': the button's name, beginning with what it shows. */
  name: string;
  busy: boolean;
  onClick: () => void;
  desk: Desk;
  /** The brand's solid button (a check-in); otherwise outlined. */
  solid?: boolean;
}) {
  return (
    <Button
      size="xs"
      minH="8"
      colorPalette="brand"
      variant={solid ? 'solid' : 'outline'}
      loading={busy}
      onClick={onClick}
      onPointerEnter={desk.preload}
      onFocus={desk.preload}
      aria-label={name}
      data-testid="board-action"
    >
      {label}
    </Button>
  );
}
