// Settings → Dates and times: how every screen writes dates ('11/23/2026' or '23/11/2026') and
// times ('2:30 PM' or '14:30'), date fields included. A business-wide setting (settings.get /
// settings.update): managers change it here, everyone else sees what is in force. A change reaches
// every open desk through the live feed (topic 'settings').
import { Card, chakra, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatDate, formatTime } from '@pawdesk/domain/common/date-format';
import {
  DATE_FORMATS,
  type TDateFormat,
  TIME_FORMATS,
  type TSettings,
  type TTimeFormat,
  ZSettingsUpdate,
} from '@pawdesk/domain/settings/settings.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../app/blocks/form-actions';
import { FormField } from '../../app/blocks/form-field';
import { useBusinessSettings } from '../../lib/business-settings';
import { errorText } from '../../lib/errors';
import { toastError, toastSuccess } from '../../lib/toaster';
import { useTRPC } from '../../lib/trpc';
import { useZodForm } from '../../lib/use-zod-form';

/** A day and a time that show both orders and both clocks apart (the 23rd cannot be a month). */
const SAMPLE_DAY = '2026-11-23';
const SAMPLE_TIME = '14:30';
const sampleDate = (dateFormat: TDateFormat) => formatDate(SAMPLE_DAY, { dateFormat }).text;
const sampleTime = (timeFormat: TTimeFormat) => formatTime(SAMPLE_TIME, { timeFormat }).text;

function DateSettingsForm({ settings }: { settings: TSettings }) {
  const { t } = useTranslation(['settings', 'validation', 'business', 'errors', 'common']);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(
    trpc.settings.update.mutationOptions({
      onSuccess: (saved) => queryClient.setQueryData(trpc.settings.get.queryKey(), saved),
    }),
  );
  const form = useZodForm(ZSettingsUpdate, {
    defaultValues: { dateFormat: settings.dateFormat as string, timeFormat: settings.timeFormat as string },
  });
  const onSubmit = form.submit(
    async (change) => {
      const saved = await update.mutateAsync(change);
      toastSuccess({ key: 'settings:dates.saved' });
      form.reset({ dateFormat: saved.dateFormat, timeFormat: saved.timeFormat });
    },
    (error) => toastError({ key: 'settings:dates.failed' }, (tr) => errorText(error, tr)),
  );
  return (
    <chakra.form onSubmit={onSubmit} noValidate data-testid="date-settings-form">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={t('settings:dates.dateFormat')} error={form.fieldError('dateFormat')}>
            <NativeSelect.Root>
              <NativeSelect.Field bg="white" {...form.register('dateFormat')}>
                {DATE_FORMATS.map((format) => (
                  <option key={format} value={format}>
                    {t(`settings:dates.dateOption.${format === 'dd/mm/yyyy' ? 'dayFirst' : 'monthFirst'}`, {
                      example: sampleDate(format),
                    })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('settings:dates.timeFormat')} error={form.fieldError('timeFormat')}>
            <NativeSelect.Root>
              <NativeSelect.Field bg="white" {...form.register('timeFormat')}>
                {TIME_FORMATS.map((format) => (
                  <option key={format} value={format}>
                    {t(`settings:dates.timeOption.${format}`, { example: sampleTime(format) })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <FormActions submitLabel={t('settings:dates.save')} submitting={form.isSubmitting} />
      </Stack>
    </chakra.form>
  );
}

export function DateSettingsCard({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation('settings');
  const settings = useBusinessSettings().data;
  return (
    <Card.Root
      variant="outline"
      bg="bg.panel"
      as="section"
      aria-labelledby="date-settings-heading"
      data-testid="settings-dates"
    >
      <Card.Body gap="3">
        <Stack gap="1">
          <Card.Title as="h2" id="date-settings-heading">
            {t('settings:dates.title')}
          </Card.Title>
          <Card.Description>
            {t(canChange ? 'settings:dates.text' : 'settings:dates.textReadOnly')}
          </Card.Description>
        </Stack>
        {settings ? (
          canChange ? (
            <DateSettingsForm key={settings.updatedAt ?? 'defaults'} settings={settings} />
          ) : (
            <HStack gap="6" wrap="wrap" data-testid="date-settings-current">
              <Text>{t('settings:dates.currentDate', { example: sampleDate(settings.dateFormat) })}</Text>
              <Text>{t('settings:dates.currentTime', { example: sampleTime(settings.timeFormat) })}</Text>
            </HStack>
          )
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
