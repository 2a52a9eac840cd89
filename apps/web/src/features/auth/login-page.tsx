// Login (spec sections 2, 5 and 8): username and password, both required; success stores the
// session and goes to /dashboard; failure clears any stored session and says why.
import { Alert, Button, Card, Center, chakra, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { isUsableToken, ZLoginInput, ZLoginResult } from '@pawdesk/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { FormField } from '../../app/blocks/form-field';
import { LanguageSwitch } from '../../app/language-switch';
import { Logo } from '../../app/logo';
import { useDocumentTitle } from '../../app/use-document-title';
import { apiClient } from '../../lib/api-client';
import { errorText } from '../../lib/errors';
import { clearSession, setSession } from '../../lib/session';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useZodForm } from '../../lib/use-zod-form';

/** Kept as data, not text, so the alert follows a language switch while it shows. */
type LoginFailure = { kind: 'invalidResponse' } | { kind: 'failed'; error: unknown };

export function LoginPage() {
  const { t } = useTranslation(['auth', 'validation', 'errors', 'common']);
  const [, navigate] = useLocation();
  const form = useZodForm(ZLoginInput, { defaultValues: { username: '', password: '' } });
  const alert = useTimedMessage<LoginFailure>();
  useDocumentTitle(t('auth:title'));

  const fail = (failure: LoginFailure) => {
    clearSession();
    alert.show(failure);
  };

  // Spec: 'Login failed: ' plus the server's text, or 'Login failed' when there is none.
  const failureText = (failure: LoginFailure) => {
    const reason =
      failure.kind === 'invalidResponse' ? t('auth:invalidResponse') : errorText(failure.error, t);
    return reason ? t('auth:loginFailedWithReason', { reason }) : t('auth:loginFailed');
  };

  // A refused login is the alert alone (spec section 8): the call is caught here, so no
  // server detail is put under a field.
  const submit = form.submit(async (input) => {
    let data: unknown;
    try {
      data = await apiClient.auth.login.mutate(input);
    } catch (error) {
      fail({ kind: 'failed', error });
      return;
    }
    const result = ZLoginResult.safeParse(data);
    if (!result.success || !isUsableToken(result.data.token)) {
      fail({ kind: 'invalidResponse' });
      return;
    }
    setSession({ token: result.data.token, user: result.data.user });
    navigate('/dashboard', { replace: true });
  });
  // Each new attempt (one not already on its way) takes the last failure's alert away.
  const onSubmit = (event: { preventDefault: () => void }) => {
    if (!form.isSubmitting) alert.clear();
    return submit(event);
  };

  return (
    <Center as="main" minH="100dvh" bg="bg.canvas" px="4" py="10">
      <Stack w="full" maxW="sm" gap="6">
        <Flex justify="flex-end">
          <LanguageSwitch size="sm" />
        </Flex>
        <Stack align="center" gap="2" textAlign="center">
          <Logo size={48} />
          <Heading as="h1" size="2xl" color="brand.800">
            PawDesk
          </Heading>
          <Text color="fg.muted">{t('auth:subtitle')}</Text>
        </Stack>

        <Card.Root variant="outline" bg="bg.panel" boxShadow="sm">
          <Card.Body>
            <chakra.form onSubmit={onSubmit} noValidate aria-labelledby="login-heading">
              <Stack gap="4">
                <Heading as="h2" id="login-heading" size="md">
                  {t('auth:heading')}
                </Heading>

                {alert.message ? (
                  <Alert.Root status="error" role="alert" data-testid="login-error">
                    <Alert.Indicator />
                    <Alert.Title>{failureText(alert.message)}</Alert.Title>
                  </Alert.Root>
                ) : null}

                <FormField label={t('auth:username')} required error={form.fieldError('username')}>
                  <Input
                    {...form.register('username')}
                    autoComplete="username"
                    autoCapitalize="none"
                    spellCheck={false}
                  />
                </FormField>

                <FormField label={t('auth:password')} required error={form.fieldError('password')}>
                  <Input {...form.register('password')} type="password" autoComplete="current-password" />
                </FormField>

                <Button
                  type="submit"
                  colorPalette="brand"
                  loading={form.isSubmitting}
                  loadingText={t('auth:loggingIn')}
                >
                  {t('auth:login')}
                </Button>
              </Stack>
            </chakra.form>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Center>
  );
}
