// The date and time inputs of every form, written the business's way (its settings: '11/23/2026'
// or '23/11/2026', '2:30 PM' or '14:30'), whatever the browser's own language. A native
// <input type="date"> or "time" shows the browser's format and cannot be told otherwise, so these
// are text inputs that read what is typed (common/date-format.ts: the business's order, or an ISO
// day; either clock) and show the form's value back. The form holds what the APIs take
// ('2026-11-23', '14:30'); an unreadable entry stays as typed and reaches the schema as it is,
// which refuses it with the field's own message.
//
//   <FormField label={t('hotel:form.checkIn')} required error={form.fieldError('checkIn')}>
//     <DateInput control={form.control} name="checkIn" min={today} bg="white" />
//   </FormField>
//
// DateInput has a calendar button beside it that opens the browser's date picker (on a hidden
// native date input, kept out of the tab order and of the accessibility tree: the typed field is
// the control). `min` and `max` bound the picker; the schema checks the rules.
import { chakra, Group, IconButton, Input, type InputProps, useFieldContext } from '@chakra-ui/react';
import { formatDate, formatTime } from '@pawdesk/domain/common/date-format';
import { parseTypedDate, parseTypedTime, type TTypedValue } from '@pawdesk/domain/common/typed-date';
import { type Ref, useCallback, useRef } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDateSettings } from '../../lib/business-settings';
import { useTypedText } from './use-typed-text';

type TextInputProps = Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'>;

const formValue = (read: TTypedValue, typed: string) =>
  read.kind === 'value' ? read.value : read.kind === 'blank' ? '' : typed;

function useFieldValue<T extends FieldValues, C, O extends FieldValues>(
  control: Control<T, C, O>,
  name: FieldPath<T>,
) {
  const { field } = useController<T, FieldPath<T>, O>({ control, name });
  const value = field.value === undefined || field.value === null ? '' : String(field.value);
  return { field, value };
}

function CalendarIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

const canPick =
  typeof HTMLInputElement !== 'undefined' && typeof HTMLInputElement.prototype.showPicker === 'function';

/**
 * A calendar day: '23/11/2026' or '11/23/2026' by the business's setting; `value` is '2026-11-23'.
 * For a day outside a form (a day view's day); in a form use DateInput.
 */
export function DateTextInput({
  value,
  onChange,
  onBlur,
  inputRef,
  min,
  max,
  ...rest
}: TextInputProps & {
  value: string;
  onChange: (value: string) => void;
  inputRef?: (element: HTMLInputElement | null) => void;
  min?: string;
  max?: string;
}) {
  const { t } = useTranslation('blocks');
  const { dateFormat } = useDateSettings();
  const fieldContext = useFieldContext();
  const input = useRef<HTMLInputElement | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const show = useCallback(
    (v: string) => {
      const read = parseTypedDate(v, 'mm/dd/yyyy');
      // Only an ISO day is the form's own value; anything else was typed and is shown as it is.
      if (read.kind !== 'value' || read.value !== v) return v;
      const shown = formatDate(v, { dateFormat });
      return shown.ok ? shown.text : v;
    },
    [dateFormat],
  );
  const toValue = useCallback(
    (text: string) => formValue(parseTypedDate(text, dateFormat), text),
    [dateFormat],
  );
  const typed = useTypedText({ value, onChange, toValue, show });
  const setRefs = (element: HTMLInputElement | null) => {
    input.current = element;
    inputRef?.(element);
  };
  return (
    <Group attached w="full" position="relative">
      <Input
        {...rest}
        ref={setRefs as Ref<HTMLInputElement>}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t(
          dateFormat === 'dd/mm/yyyy'
            ? 'blocks:date.placeholderDayFirst'
            : 'blocks:date.placeholderMonthFirst',
        )}
        value={typed.text}
        onChange={typed.onChange}
        onBlur={(event) => {
          typed.normalize();
          onBlur?.(event);
        }}
      />
      {canPick ? (
        <>
          <IconButton
            variant="outline"
            size={rest.size}
            bg={rest.bg}
            aria-label={t('blocks:date.openCalendar')}
            aria-describedby={fieldContext?.ids.label}
            disabled={rest.disabled ?? fieldContext?.disabled}
            onClick={() => {
              try {
                picker.current?.showPicker();
              } catch {
                input.current?.focus();
              }
            }}
          >
            <CalendarIcon />
          </IconButton>
          <chakra.input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            value={/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : ''}
            min={min}
            max={max}
            onChange={(event) => {
              if (event.target.value) typed.choose(event.target.value);
              input.current?.focus();
            }}
            position="absolute"
            right="0"
            bottom="0"
            w="1px"
            h="1px"
            p="0"
            border="0"
            opacity="0"
            pointerEvents="none"
          />
        </>
      ) : null}
    </Group>
  );
}

/** DateTextInput for a form field: the form holds '2026-11-23'. */
export function DateInput<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  ...rest
}: TextInputProps & { control: Control<T, C, O>; name: FieldPath<T>; min?: string; max?: string }) {
  const { field, value } = useFieldValue(control, name);
  return (
    <DateTextInput
      {...rest}
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
    />
  );
}

/** A time of day: '2:30 PM' or '14:30' by the business's setting (either is read); the form holds '14:30'. */
export function TimeInput<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  ...rest
}: TextInputProps & { control: Control<T, C, O>; name: FieldPath<T> }) {
  const { t } = useTranslation('blocks');
  const { timeFormat } = useDateSettings();
  const { field, value } = useFieldValue(control, name);
  const show = useCallback(
    (v: string) => {
      const read = parseTypedTime(v);
      if (read.kind !== 'value' || read.value !== v) return v;
      const shown = formatTime(v, { timeFormat });
      return shown.ok ? shown.text : v;
    },
    [timeFormat],
  );
  const toValue = useCallback((text: string) => formValue(parseTypedTime(text), text), []);
  const typed = useTypedText({ value, onChange: field.onChange, toValue, show });
  return (
    <Input
      {...rest}
      ref={field.ref}
      name={field.name}
      type="text"
      autoComplete="off"
      placeholder={t(timeFormat === '24h' ? 'blocks:time.placeholder24' : 'blocks:time.placeholder12')}
      value={typed.text}
      onChange={typed.onChange}
      onBlur={() => {
        typed.normalize();
        field.onBlur();
      }}
    />
  );
}
