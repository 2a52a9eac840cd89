// Sell a package (docs/spec/product-spec.md §2): a dog (searched on the server), a package type, and
// Purchase Package, which reads 'Processing...' while the sale is under way. Validated with
// ZPackagePurchaseInput, the schema the server uses ('Please select a dog').
import { Button, Card, chakra, Flex, Heading, Stack } from '@chakra-ui/react';
import { type TDogOption, ZPackagePurchaseInput } from '@pawdesk/domain';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../app/blocks/form-field';
import { errorText } from '../../../lib/errors';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import { DogPicker } from '../../dogs/dog-picker';
import { PackageTypeSelect } from './package-display';
import { usePackageMutations } from './use-packages';

const EMPTY = { dog: '', packageType: '1-day' };

export function PurchaseForm() {
  const { t } = useTranslation(['packages', 'validation', 'business', 'errors', 'common']);
  const headingId = useId();
  const { purchase } = usePackageMutations();
  // The chosen dog as the picker shows it; the form holds only its id.
  const [dog, setDog] = useState<TDogOption | null>(null);
  const form = useZodForm(ZPackagePurchaseInput, {
    defaultValues: EMPTY,
    messageFields: { 'daycare.dogNotFound': 'dog' },
  });

  const onSubmit = form.submit(
    async (input) => {
      await purchase.mutateAsync(input);
      toastSuccess({ key: 'packages:purchase.done' });
      setDog(null);
      form.reset(EMPTY);
    },
    (error) => toastError({ key: 'packages:purchase.failed' }, (tr) => errorText(error, tr)),
  );

  return (
    <Card.Root variant="outline" bg="bg.panel" as="section" aria-labelledby={headingId}>
      <Card.Body>
        <chakra.form onSubmit={onSubmit} noValidate data-testid="purchase-form">
          <Stack gap="4">
            <Heading as="h2" id={headingId} size="lg">
              {t('packages:purchase.title')}
            </Heading>
            <Flex gap="4" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-start' }}>
              <Stack flex="2" minW="0">
                <Controller
                  control={form.control}
                  name="dog"
                  render={({ field }) => (
                    <DogPicker
                      label={t('packages:purchase.dog')}
                      name={field.name}
                      value={dog}
                      onChange={(next) => {
                        setDog(next);
                        field.onChange(next?.id ?? '');
                      }}
                      inputRef={field.ref}
                      required
                      error={form.fieldError('dog')}
                    />
                  )}
                />
              </Stack>
              <FormField
                flex="1"
                label={t('packages:purchase.type')}
                required
                error={form.fieldError('packageType')}
              >
                <PackageTypeSelect {...form.register('packageType')} />
              </FormField>
            </Flex>
            <Flex justify={{ base: 'stretch', md: 'flex-start' }}>
              <Button
                type="submit"
                colorPalette="brand"
                loading={form.isSubmitting}
                loadingText={t('packages:purchase.busy')}
                width={{ base: 'full', md: 'auto' }}
              >
                {t('packages:purchase.submit')}
              </Button>
            </Flex>
          </Stack>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}
