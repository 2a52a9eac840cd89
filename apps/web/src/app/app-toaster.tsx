// The one toast of the app (decision 0041). From 768 px in the bottom-left corner: page headers,
// their counts and actions, card badges and a drawer's buttons (drawers open on the right) stay
// free. On a phone top centre, just under the sticky navigation bar: it covers the top few lines
// of content for 5 s instead of the form buttons and bottom actions a thumb is about to press.
// It can be closed at once, and hovering or focusing pauses it. It may carry one action (Undo):
// Alt+T moves the focus to the message, Tab reaches the action. Texts are rendered here with `t`, so they
// follow a language switch (lib/toaster.ts).
import { Button, CloseButton, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { cornerToaster, renderToastText, type ToastMeta, toaster } from '../lib/toaster';

function ToastCard({
  toast,
}: {
  toast: { type?: string; title?: unknown; description?: unknown; meta?: unknown; closable?: boolean };
}) {
  const { t } = useTranslation('common');
  const meta = toast.meta as ToastMeta | undefined;
  const title = meta ? renderToastText(meta.title, t) : (toast.title as string | undefined);
  const description = meta ? renderToastText(meta.description, t) : (toast.description as string | undefined);
  return (
    <Toast.Root width={{ md: 'sm' }} data-testid={`toast-${toast.type ?? 'info'}`}>
      <Toast.Indicator />
      <Stack gap="1" flex="1" maxWidth="100%">
        {title ? <Toast.Title>{title}</Toast.Title> : null}
        {description ? <Toast.Description>{description}</Toast.Description> : null}
      </Stack>
      {meta?.action ? (
        <Toast.ActionTrigger asChild>
          <Button size="sm" variant="outline" colorPalette="brand" bg="white" data-testid="toast-action">
            {renderToastText(meta.action.label, t)}
          </Button>
        </Toast.ActionTrigger>
      ) : null}
      {toast.closable ? (
        <Toast.CloseTrigger asChild>
          <CloseButton size="sm" aria-label={t('close')} />
        </Toast.CloseTrigger>
      ) : null}
    </Toast.Root>
  );
}

export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '2' }}>
        {(toast) => <ToastCard toast={toast} />}
      </Toaster>
      <Toaster toaster={cornerToaster}>{(toast) => <ToastCard toast={toast} />}</Toaster>
    </Portal>
  );
}
