// One message at a time, in the current language.
//
// - A new toast replaces the one showing (no stack covering the screen).
// - What is stored is how to say it, not the words: a translation key with its parameters, or a
//   function of `t`. The toaster renders it with `t` when it draws, so a toast shown in Spanish
//   reads in English the moment the language is switched. A plain string still works (it is
//   shown as given, so it cannot follow a switch): prefer a key or a function.
//     toastSuccess({ key: 'owners:created', params: { name } });
//     toastError({ key: 'owners:deleteError' }, (t) => errorText(error, t));
// - Where (decision 0041): from 768 px in the bottom-left corner, clear of page headers, their
//   counts and actions, card badges and a drawer's buttons (drawers open on the right); on a
//   phone top centre, just under the sticky navigation bar, clear of the buttons a thumb presses
//   next (see app/app-toaster.tsx).
// - An action: a one-click state change offers its undo in its message for the toast's 5 s
//   (paused while hovered or focused; Alt+T moves the focus to the message, then Tab reaches
//   the button):
//     toastSuccess({ key: 'daycare:checkOut.success', params: { name } }, undefined,
//       { label: { key: 'common:undo' }, onClick: () => undo() });
import { createToaster } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { MESSAGE_TIMEOUT_MS } from './timing';
import { toastSignal } from './toast-signal';

export type ToastText =
  | string
  | { key: string; params?: Record<string, unknown> }
  | ((t: TFunction) => string);

/** A button in the message ('Undo'): pressing it runs `onClick` and closes the message. */
export interface ToastAction {
  label: ToastText;
  onClick: () => void;
}

export interface ToastMeta {
  title: ToastText;
  description?: ToastText;
  action?: ToastAction;
}

const common = {
  duration: MESSAGE_TIMEOUT_MS,
  pauseOnPageIdle: true,
  max: 1,
} as const;

/** Phones: top centre, under the sticky navigation bar (3.5rem tall) with a little air. */
export const toaster = createToaster({
  ...common,
  placement: 'top',
  offsets: { top: '4rem', bottom: '1rem', left: '0.5rem', right: '0.5rem' },
});

/** From 768 px: the bottom-left corner. */
export const cornerToaster = createToaster({
  ...common,
  placement: 'bottom-start',
  offsets: { top: '1rem', bottom: '1rem', left: '1rem', right: '1rem' },
});

const WIDE_QUERY = '(min-width: 48rem)';

function toasterForScreen() {
  return typeof window !== 'undefined' && window.matchMedia?.(WIDE_QUERY).matches ? cornerToaster : toaster;
}

/** The text of a stored toast in the current language; '' when there is nothing to say. */
export function renderToastText(text: ToastText | undefined, t: TFunction): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  if (typeof text === 'function') return text(t);
  return String(t(text.key, text.params as Record<string, unknown>));
}

function show(
  type: 'success' | 'error',
  title: ToastText,
  description?: ToastText,
  action?: ToastAction,
): void {
  // The shell mounts the toaster (and fetches its code) on the first message: toastSignal.
  toastSignal.want();
  // Replace, never stack: the old message goes at once, the new one takes its place.
  toaster.remove();
  cornerToaster.remove();
  const meta: ToastMeta = action ? { title, description, action } : { title, description };
  toasterForScreen().create({
    type,
    meta,
    duration: MESSAGE_TIMEOUT_MS,
    closable: true,
    // The label is drawn from meta (in the current language); the toast runs onClick and closes.
    ...(action ? { action: { label: '', onClick: action.onClick } } : {}),
  });
}

export function toastSuccess(title: ToastText, description?: ToastText, action?: ToastAction): void {
  show('success', title, description, action);
}

export function toastError(title: ToastText, description?: ToastText): void {
  show('error', title, description);
}
