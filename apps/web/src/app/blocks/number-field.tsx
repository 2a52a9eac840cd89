// The one number input of the app: every weight, temperature, age or count a form asks for.
// A text input (never type="number", which Chromium reads by the browser's locale: '10,4' came
// out as 104 or was refused) that reads what is typed the way the reader writes numbers
// (lib/number-input.ts: '10,4' and '10.4' in Spanish, '10.4' in English, no thousands grouping)
// and shows the form's value back in the reader's language ('10,2'). The form holds the number as
// canonical text ('10.2', '' when blank); an unreadable entry stays in the input as typed and
// gives the form a value its schema refuses with the field's own message.
//
//   <FormField label={t('vet:exam.weight')} error={form.fieldError('weight')}>
//     <NumberInput control={form.control} name="weight" bg="white" />
//   </FormField>
//
// A field whose value the form does not hold directly (the dog's age, blank while a date of birth
// is given) uses NumberTextInput with `value` and `onChange`.
import { Input, type InputProps } from '@chakra-ui/react';
import { type Ref, useCallback } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { numberFormValue, showNumber } from '../../lib/number-input';
import { useTypedText } from './use-typed-text';

type TextInputProps = Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'>;

export function NumberTextInput({
  value,
  onChange,
  inputRef,
  integer = false,
  onBlur,
  ...rest
}: TextInputProps & {
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Whole numbers only: a phone's keypad without the decimal mark. */
  integer?: boolean;
}) {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const show = useCallback((v: string) => showNumber(v, lang), [lang]);
  const toValue = useCallback((text: string) => numberFormValue(text, lang), [lang]);
  const typed = useTypedText({ value, onChange, toValue, show });
  return (
    <Input
      {...rest}
      ref={inputRef}
      type="text"
      inputMode={integer ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={typed.text}
      onChange={typed.onChange}
      onBlur={(event) => {
        typed.normalize();
        onBlur?.(event);
      }}
    />
  );
}

export function NumberInput<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  ...rest
}: TextInputProps & { control: Control<T, C, O>; name: FieldPath<T>; integer?: boolean }) {
  const { field } = useController<T, FieldPath<T>, O>({ control, name });
  return (
    <NumberTextInput
      {...rest}
      name={field.name}
      value={field.value === undefined || field.value === null ? '' : String(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
    />
  );
}
