// The dialog of a check-in or grooming start refused for missing vaccines: it names the dog and the
// diseases; a manager or admin may give a reason (required) and override, which retries with it (the
// server records the override in the audit); anyone else only reads why and closes it. Drawn once by
// the shell, loaded the first time a refusal arrives.
import { Button, CloseButton, chakra, Dialog, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { ZAuditOverride } from '@pawdesk/domain/audit/audit.schema';
import { canManageSettings } from '@pawdesk/domain/settings/settings.rules';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../app/blocks/form-field';
import { useSession } from '../../lib/session';
import { useZodForm } from '../../lib/use-zod-form';
import { type OverrideRequest, overrideStore } from './override';
import { useDiseaseList } from './vaccination-display';

function OverrideBody({ request }: { request: OverrideRequest }) {
  const { t } = useTranslation(['vaccinations', 'validation', 'common']);
  const diseaseList = useDiseaseList();
  const mayOverride = canManageSettings(useSession()?.user.role);
  const form = useZodForm(ZAuditOverride, { defaultValues: { reason: '' } });
  const onSubmit = form.submit(async ({ reason }) => overrideStore.settle(reason));
  const name = request.dogName;
  return (
    <chakra.form onSubmit={onSubmit} noValidate>
      <Dialog.Header>
        <Dialog.Title>{t('vaccinations:override.title', { name })}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text data-testid="override-diseases">
            {t('vaccinations:override.text', { name, diseases: diseaseList(request.diseases) })}
          </Text>
          {mayOverride ? (
            <>
              <Text color="fg.muted">{t('vaccinations:override.ask')}</Text>
              <FormField label={t('vaccinations:override.reason')} required error={form.fieldError('reason')}>
                <Textarea {...form.register('reason')} rows={2} bg="white" />
              </FormField>
            </>
          ) : (
            <Text color="fg.muted">{t('vaccinations:override.notAllowed')}</Text>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => overrideStore.settle(null)}>
          {mayOverride ? t('vaccinations:override.keep') : t('common:close')}
        </Button>
        {mayOverride ? (
          <Button type="submit" colorPalette="orange" data-testid="override-confirm">
            {t('vaccinations:override.confirm')}
          </Button>
        ) : null}
      </Dialog.Footer>
    </chakra.form>
  );
}

export function VaccinationOverrideDialog() {
  const { t } = useTranslation('common');
  const request = useSyncExternalStore(overrideStore.subscribe, overrideStore.get);
  return (
    <Dialog.Root
      role="alertdialog"
      open={request !== null}
      onOpenChange={(details) => {
        if (!details.open) overrideStore.settle(null);
      }}
      placement="center"
      size={{ base: 'xs', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content data-testid="vaccination-override">
            {request ? (
              <OverrideBody key={`${request.dogName}-${request.diseases.join()}`} request={request} />
            ) : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
