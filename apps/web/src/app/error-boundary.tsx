// Last line of defence: a render error or a chunk that fails to download (a new release was
// deployed while the tab was open) shows a translated message with a reload button.
import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function ErrorScreen() {
  const { t } = useTranslation('errors', { useSuspense: false });
  return (
    <Center minH="60dvh" p="6">
      <Stack gap="4" align="center" textAlign="center" role="alert">
        <Heading as="h1" size="xl">
          {t('unexpected.title', { defaultValue: 'Something went wrong' })}
        </Heading>
        <Text color="fg.muted">{t('unexpected.text', { defaultValue: '' })}</Text>
        <Button colorPalette="teal" onClick={() => window.location.reload()}>
          {t('unexpected.reload', { defaultValue: 'Reload page' })}
        </Button>
      </Stack>
    </Center>
  );
}

export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled UI error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
