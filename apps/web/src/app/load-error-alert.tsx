// "Could not load X" with the reason and a Retry button: the one shape every list uses.
import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/errors';

export function LoadErrorAlert({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  // errorText translates message keys from these namespaces, which load on demand.
  const { t } = useTranslation(['common', 'errors', 'validation']);
  // A reason that only repeats the title (the server's own 'Failed to load ...') is not said twice.
  const reason = errorText(error, t);
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {reason && reason !== title ? <Alert.Description>{reason}</Alert.Description> : null}
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('common:retry')}
      </Button>
    </Alert.Root>
  );
}
