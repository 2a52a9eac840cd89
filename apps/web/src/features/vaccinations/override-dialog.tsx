// The one override dialog (override.ts): a check-in or grooming start refused for missing vaccines
// (it names the dog and the diseases), or a booking or check-in refused for capacity (a full hotel
// or daycare, the server's message in the reader's language). A manager or admin may give a reason
// (required) and override, which retries with it (the server records the override in the audit);
// anyone else only reads why and closes it. A new hotel stay refused for a full hotel also offers
// 'Put on the waitlist' (to anyone). Drawn once by the shell, loaded the first time a refusal arrives.
import { Button, CloseButton, chakra, Dialog, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { ZAuditOverride } from '@pawdesk/domain/audit/audit.schema';
import { canManageSettings } from '@pawdesk/domain/settings/settings.rules';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../app/blocks/form-field';
import { messageI18nKey } from '../../lib/message-namespace';
import { useSession } from '../../lib/session';
import { useZodForm } from '../../lib/use-zod-form';
import { type OverrideRequest, overrideStore, WAITLIST } from './override';
import { useDiseaseList } from './vaccination-display';

function OverrideBody({ request }: { request: OverrideRequest }) {
  const { t } = useTranslation(['vaccinations', 'kennels', 'validation', 'business', 'common']);
  const diseaseList = useDiseaseList();
  const mayOverride = canManageSettings(useSession()?.user.role);
  const form = useZodForm(ZAuditOverride, { defaultValues: { reason: '' } });
  const onSubmit = form.submit(async ({ reason }) => overrideStore.settle(reason));
  const name = request.dogName;
  const capacity = request.capacity;
  return (
    <chakra.form onSubmit={onSubmit} noValidate>
      <Dialog.Header>
        <Dialog.Title>
          {capacity
            ? t(
                capacity === 'daycare.full' ? 'kennels:override.titleDaycare' : 'kennels:override.titleHotel',
                {
                  name,
                },
              )
            : t('vaccinations:override.title', { name })}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {capacity ? (
            <Text data-testid="override-capacity">{t(messageI18nKey(capacity))}</Text>
          ) : (
            <Text data-testid="override-diseases">
              {t('vaccinations:override.text', { name, diseases: diseaseList(request.diseases) })}
            </Text>
          )}
          {request.waitlist ? <Text color="fg.muted">{t('kennels:override.waitlistHint')}</Text> : null}
          {mayOverride ? (
            <>
              <Text color="fg.muted">
                {capacity ? t('kennels:override.ask') : t('vaccinations:override.ask')}
              </Text>
              <FormField label={t('vaccinations:override.reason')} required error={form.fieldError('reason')}>
                <Textarea {...form.register('reason')} rows={2} bg="white" />
              </FormField>
            </>
          ) : (
            <Text color="fg.muted">{t('vaccinations:override.notAllowed')}</Text>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        <Button variant="outline" onClick={() => overrideStore.settle(null)}>
          {mayOverride ? t('vaccinations:override.keep') : t('common:close')}
        </Button>
        {request.waitlist ? (
          <Button
            variant="outline"
            colorPalette="brand"
            onClick={() => overrideStore.settle(WAITLIST)}
            data-testid="override-waitlist"
          >
            {t('kennels:override.waitlist')}
          </Button>
        ) : null}
        {mayOverride ? (
          <Button type="submit" colorPalette="orange" data-testid="override-confirm">
            {capacity ? t('kennels:override.confirm') : t('vaccinations:override.confirm')}
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
              <OverrideBody
                key={`${request.dogName}-${request.capacity ?? request.diseases.join()}`}
                request={request}
              />
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
