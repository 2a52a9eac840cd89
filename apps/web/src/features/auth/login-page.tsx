// Login (docs/spec/product-spec.md §§2, 5 and 8): username and password, both required; success stores the
// session and goes to the page asked for (?next=, lib/next-path.ts) or /dashboard; failure clears
// any stored session and says why.
// The one form not on useZodForm: react-hook-form would take the login route over its 200 KiB
// budget (apps/web/README.md, "Size budget"), and two fields need little state.
import {
  Alert,
  Button,
  Card,
  Center,
  chakra,
  Field,
  Flex,
  Heading,
  Input,
  Stack,
  Text,
} from '@chakra-ui/react';
import { isUsableToken, ZLoginInput, ZLoginResult } from '@pawdesk/domain/auth/auth.schema';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { FieldLabel } from '../../app/field-label';
import { LanguageSwitch } from '../../app/language-switch';
import { Logo } from '../../app/logo';
import { useDocumentTitle } from '../../app/use-document-title';
import { apiClient } from '../../lib/api-client';
import { errorText } from '../../lib/errors';
import { afterLoginPath } from '../../lib/next-path';
import { clearSession, setSession } from '../../lib/session';
import { useTimedMessage } from '../../lib/use-timed-message';
import { fieldErrors } from '../../lib/zod-errors';

type LoginField = 'username' | 'password';
/** Kept as data, not text, so the alert follows a language switch while it shows. */
type LoginFailure = { kind: 'invalidResponse' } | { kind: 'failed'; error: unknown };

export function LoginPage() {
  const { t } = useTranslation(['auth', 'validation', 'errors', 'common']);
  const [, navigate] = useLocation();
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  const alert = useTimedMessage<LoginFailure>();
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    alert.clear();
    const parsed = ZLoginInput.safeParse(values);
    if (!parsed.success) {
      const next = fieldErrors(parsed.error, t);
      setErrors(next);
      (next.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    apiClient.auth.login
      .mutate(parsed.data)
      .then(
        (data) => {
          const result = ZLoginResult.safeParse(data);
          if (!result.success || !isUsableToken(result.data.token)) {
            fail({ kind: 'invalidResponse' });
            return;
          }
          setSession({ token: result.data.token, user: result.data.user });
          navigate(afterLoginPath(window.location.search, window.location.origin), { replace: true });
        },
        (error: unknown) => fail({ kind: 'failed', error }),
      )
      .finally(() => setPending(false));
  };

  const onChange = (field: LoginField) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
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

                <Field.Root required invalid={Boolean(errors.username)}>
                  <FieldLabel required>{t('auth:username')}</FieldLabel>
                  <Input
                    ref={usernameRef}
                    name="username"
                    autoComplete="username"
                    autoCapitalize="none"
                    spellCheck={false}
                    value={values.username}
                    onChange={onChange('username')}
                  />
                  <Field.ErrorText>{errors.username}</Field.ErrorText>
                </Field.Root>

                <Field.Root required invalid={Boolean(errors.password)}>
                  <FieldLabel required>{t('auth:password')}</FieldLabel>
                  <Input
                    ref={passwordRef}
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    value={values.password}
                    onChange={onChange('password')}
                  />
                  <Field.ErrorText>{errors.password}</Field.ErrorText>
                </Field.Root>

                <Button
                  type="submit"
                  colorPalette="brand"
                  loading={pending}
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
