import { CloseButton, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../lib/toaster';

export function AppToaster() {
  const { t } = useTranslation('common');
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid={`toast-${toast.type ?? 'info'}`}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? (
              <Toast.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('close')} />
              </Toast.CloseTrigger>
            ) : null}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
