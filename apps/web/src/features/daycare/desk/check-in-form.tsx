// The check-in form (the Check In tab and /daycare/checkin): one required dog, chosen with the
// server-searching picker over daycare.checkInOptions (dogs already here are not offered), and
// Check In. Validates with the domain's ZCheckInForm ('Please select a dog').
import { Box, Button, chakra, Stack } from '@chakra-ui/react';
import { type TCheckInOption, type TDaycareVisit, ZCheckInForm } from '@pawdesk/domain';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../../lib/use-zod-form';
import { CheckInDogPicker } from './check-in-dog-picker';
import { useDeskActions } from './use-desk-actions';

export function CheckInForm({ onCheckedIn }: { onCheckedIn?: (visit: TDaycareVisit) => void }) {
  const { t } = useTranslation(['daycare', 'validation', 'business', 'errors', 'common']);
  const actions = useDeskActions();
  // The chosen option (its name and package); the form holds its id.
  const [dog, setDog] = useState<TCheckInOption | null>(null);
  const form = useZodForm(ZCheckInForm, { defaultValues: { dog: '' } });

  const onSubmit = form.submit(async (input) => {
    const visit = await actions.checkIn(input.dog, dog?.name);
    if (!visit) return;
    setDog(null);
    form.reset({ dog: '' });
    onCheckedIn?.(visit);
  });

  return (
    <chakra.form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('daycare:checkInForm.title')}
      data-testid="check-in-form"
    >
      <Stack gap="4">
        <Controller
          control={form.control}
          name="dog"
          render={({ field }) => (
            <CheckInDogPicker
              value={dog}
              onChange={(chosen) => {
                setDog(chosen);
                field.onChange(chosen?.id ?? '');
              }}
              error={form.fieldError('dog')}
              inputRef={field.ref}
              name={field.name}
            />
          )}
        />
        <Box>
          <Button type="submit" colorPalette="brand" loading={form.isSubmitting}>
            {t('daycare:checkIn.button')}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
