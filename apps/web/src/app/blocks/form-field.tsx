// One form field: Chakra's Field.Root with its label (the required mark outside the <label>),
// the control, an optional helper line and the error under it. `invalid` follows `error`, so
// Field.Root sets aria-invalid and ties the error text to the control.
//
//   <FormField label={t('owners:fields.email')} required error={form.fieldError('email')}>
//     <Input {...form.register('email')} type="email" autoComplete="off" />
//   </FormField>
//
// Other Field.Root props (readOnly, disabled) pass through. A composite control that renders
// its own Field.Root (OwnerPicker, a dog picker) takes `error` itself instead.
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FieldLabel } from '../field-label';

export function FormField({
  label,
  required = false,
  error,
  helper,
  children,
  ...root
}: {
  label: ReactNode;
  required?: boolean;
  /** The translated error (form.fieldError(name)); none when undefined. */
  error: string | undefined;
  helper?: ReactNode;
  children: ReactNode;
} & Omit<Field.RootProps, 'invalid' | 'required' | 'children'>) {
  return (
    <Field.Root required={required} invalid={Boolean(error)} {...root}>
      <FieldLabel required={required}>{label}</FieldLabel>
      {children}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
