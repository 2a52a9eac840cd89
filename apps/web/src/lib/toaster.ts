import { createToaster } from '@chakra-ui/react';
import { MESSAGE_TIMEOUT_MS } from './timing';

export const toaster = createToaster({
  // Bottom, so a toast never covers the navigation bar (Log out, language) while it shows.
  placement: 'bottom-end',
  duration: MESSAGE_TIMEOUT_MS,
  pauseOnPageIdle: true,
  max: 5,
});

export function toastSuccess(title: string, description?: string): void {
  toaster.create({ type: 'success', title, description, duration: MESSAGE_TIMEOUT_MS, closable: true });
}

export function toastError(title: string, description?: string): void {
  toaster.create({ type: 'error', title, description, duration: MESSAGE_TIMEOUT_MS, closable: true });
}
