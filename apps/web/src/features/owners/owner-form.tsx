// Add or edit an owner (docs/spec/product-spec.md §§2, 3 and 5). Validates with ZOwnerInput, the schema the
// server uses, so every rule and message lives in @pawdesk/domain; the server's refusals
// (a taken e-mail) are shown under their field and in a toast, translated. The tax ID (NIF, NIE or CIF,
// checked with its check character) makes the owner's invoices full ones; the language is the
// one of everything printed for them (invoices).
import { Card, chakra, Heading, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { LANGUAGES, OWNER_ADDRESS_MAX, type TOwner, ZOwnerInput } from '@pawdesk/domain';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../app/blocks/form-actions';
import { FormField } from '../../app/blocks/form-field';
import { errorText } from '../../lib/errors';
import { toastError, toastSuccess } from '../../lib/toaster';
import { useZodForm } from '../../lib/use-zod-form';
import { useOwnerMutations } from './use-owners';

/** What the inputs hold, in screen order. */
function initialValues(owner: TOwner | null) {
  return owner
    ? {
        name: owner.name,
        email: owner.email,
        phone: owner.phone,
        address: owner.address,
        taxId: owner.taxId ?? '',
        language: owner.language as string,
      }
    : { name: '', email: '', phone: '', address: '', taxId: '', language: 'es' };
}

export function OwnerForm({
  editing,
  onSaved,
  onCancel,
  plain = false,
  toastOnCreate = true,
}: {
  editing: TOwner | null;
  onSaved: (owner: TOwner, created: boolean) => void;
  onCancel: () => void;
  /** Inside a FormDrawer: no card and no heading of its own (the drawer's title is the heading). */
  plain?: boolean;
  /** False where the caller confirms a new owner itself (the Dogs page's banner), so no message shows twice. */
  toastOnCreate?: boolean;
}) {
  const { t } = useTranslation(['owners', 'validation', 'business', 'errors', 'common']);
  const { create, update } = useOwnerMutations();
  const form = useZodForm(ZOwnerInput, {
    defaultValues: initialValues(editing),
    // A taken e-mail comes without field details: it still belongs under the e-mail field.
    messageFields: { 'owner.emailTaken': 'email' },
  });
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const isEdit = editing !== null;
  const saving = form.isSubmitting;
  const address = form.watch('address');

  // Opening an owner for editing brings the form into view with its first field focused.
  useEffect(() => {
    if (!isEdit || plain) return;
    const name = formRef.current?.elements.namedItem('name');
    if (!(name instanceof HTMLElement)) return;
    name.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    name.focus({ preventScroll: true });
  }, [isEdit, plain]);

  const onSubmit = form.submit(
    async (input) => {
      if (editing) {
        const owner = await update.mutateAsync({ id: editing.id, ...input });
        toastSuccess({ key: 'owners:updated' });
        onSaved(owner, false);
        return;
      }
      const owner = await create.mutateAsync(input);
      if (toastOnCreate) toastSuccess({ key: 'owners:created', params: { name: owner.name } });
      onSaved(owner, true);
    },
    (error) => toastError({ key: 'owners:saveError' }, (tr) => errorText(error, tr)),
  );

  const field = (
    name: 'name' | 'email' | 'phone' | 'address',
    props: { type?: string; inputMode?: 'tel' | 'email'; helper?: string } = {},
  ) => (
    <FormField
      label={t(`owners:fields.${name}`)}
      required
      error={form.fieldError(name)}
      helper={props.helper}
    >
      <Input
        {...form.register(name)}
        type={props.type ?? 'text'}
        autoComplete="off"
        inputMode={props.inputMode}
      />
    </FormField>
  );

  const body = (
    <chakra.form ref={formRef} onSubmit={onSubmit} noValidate data-testid="owner-form">
      <Stack gap="5">
        {plain ? null : (
          <Heading as="h2" id={headingId} size="lg">
            {isEdit ? t('owners:form.editTitle', { name: editing.name }) : t('owners:form.createTitle')}
          </Heading>
        )}
        <SimpleGrid columns={{ base: 1, md: plain ? 1 : 2 }} gap="4">
          {field('name')}
          {field('email', { type: 'email', inputMode: 'email' })}
          {field('phone', { type: 'tel', inputMode: 'tel' })}
          {field('address', {
            helper: t('owners:form.addressCount', { count: address.trim().length, max: OWNER_ADDRESS_MAX }),
          })}
          <FormField
            label={t('owners:fields.taxId')}
            error={form.fieldError('taxId')}
            helper={t('owners:form.taxIdHelp')}
          >
            <Input {...form.register('taxId')} autoComplete="off" />
          </FormField>
          <FormField label={t('owners:fields.language')} error={form.fieldError('language')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('language')}>
                {LANGUAGES.map((lang) => (
                  <option key={lang} value={lang}>
                    {t(`owners:language.${lang}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <FormActions
          submitLabel={isEdit ? t('owners:form.update') : t('owners:form.create')}
          submitting={saving}
          onCancel={isEdit || plain ? onCancel : undefined}
        />
      </Stack>
    </chakra.form>
  );

  if (plain) return body;
  return (
    <Card.Root variant="outline" bg="bg.panel" as="section" aria-labelledby={headingId}>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}
