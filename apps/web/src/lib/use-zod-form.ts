// The one way to write a form: react-hook-form, validated by a domain zod schema.
//
//   const form = useZodForm(ZOwnerInput, {
//     defaultValues: { name: '', email: '', phone: '', address: '' }, // what the inputs hold, in screen order
//     messageFields: { 'owner.emailTaken': 'email' },                   // optional: a server refusal → a field
//   });
//   <chakra.form noValidate onSubmit={form.submit(async (input) => { await create.mutateAsync(input); onSaved(); },
//                                                 (error) => toastError({ key: 'owners:saveError' }, …))}>
//     <FormField label={t('owners:fields.name')} required error={form.fieldError('name')}>
//       <Input {...form.register('name')} autoComplete="off" />
//     </FormField>
//     <Button type="submit" loading={form.isSubmitting} loadingText={t('common:saving')}>…</Button>
//
// What it does, and what it adds to useForm (everything of useForm's return is there too):
// - Validates with the schema (zodResolver), only on submit; the values handed to the submit
//   handler are the schema's OUTPUT (trimmed, transformed: what the API takes). `schema` may be
//   a function, called at each submit (rules against "today").
// - Errors keep the domain's message KEY ('owner.nameTooShort'); `fieldError(name)` translates
//   it with the `validation` namespace at render, so it follows a language switch. A message
//   that is not a key (a server's English text) is shown as it is.
// - A field's error clears as soon as the user changes that field; the rest stay until the
//   next submit re-checks everything (the behaviour of every PawDesk form).
// - On a refused submit the first invalid field, in the order of `defaultValues`' keys, gets
//   the focus. List defaultValues in screen order.
// - `submit(onValid, onError?)`: the form's onSubmit. While `onValid` runs, `isSubmitting` is
//   true (the 'Saving...' / 'Processing...' button) and a second submit is ignored. If it
//   throws (a failed mutateAsync), the server's field details go under their fields
//   (`showServerError`), the first gets the focus, then `onError(error)` runs (a toast).
// - `showServerError(error)`: a tRPC error's `data.details` ({ path, key, message }) onto the
//   fields: the detail's path through `fieldOf` (default: its first segment when that is a
//   field of defaultValues), and `data.messageKey` through `messageFields`. Returns the fields.
// - `showErrors([[field, messageOrKey], ...])`: the same for errors read elsewhere (REST).
// - Errors that belong to no input (a picture, a whole-form message) go under 'root.<name>'
//   (`form.setError('root.picture', { message })`, `form.fieldError('root.picture')`); a
//   submit clears them.
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef } from 'react';
import {
  type FieldPath,
  type FieldValues,
  get,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorData, errorText, translateMessage } from './errors';
import { messageI18nKey } from './message-namespace';

export interface UseZodFormOptions<TValues extends FieldValues>
  extends Omit<UseFormProps<TValues>, 'resolver' | 'defaultValues' | 'values' | 'formControl'> {
  /** Every field's starting value, as its input holds it ('' for empty), in screen order. */
  defaultValues: TValues;
  /** Where a server detail's path goes (default: its first segment, when it is a field). */
  fieldOf?: (path: string) => FieldPath<TValues> | null;
  /** A server refusal without details that still belongs under a field, by its messageKey. */
  messageFields?: Readonly<Record<string, FieldPath<TValues>>>;
}

export type ZodFormErrorName<TValues extends FieldValues> = FieldPath<TValues> | `root.${string}`;

export interface ZodForm<TValues extends FieldValues, TOutput>
  extends UseFormReturn<TValues, unknown, TOutput> {
  /** The field's error, translated ('' never: undefined when it has none). */
  fieldError: (name: ZodFormErrorName<TValues>) => string | undefined;
  /** The form's onSubmit: validates, then runs onValid with the schema's output. */
  submit: (
    onValid: (output: TOutput) => unknown,
    onError?: (error: unknown) => void,
  ) => (event?: { preventDefault?: () => void }) => Promise<void>;
  /** A failed call's field details under their fields; the first gets the focus. */
  showServerError: (error: unknown) => FieldPath<TValues>[];
  /** [field or path, message key or text] pairs under their fields; the first gets the focus. */
  showErrors: (found: Iterable<readonly [string, string]>) => FieldPath<TValues>[];
  isSubmitting: boolean;
}

// ---------------------------------------------------------------------------------------------
// Pure parts (unit tested)
// ---------------------------------------------------------------------------------------------

/** The first of `names` in the form's order, or null. */
export function firstInOrder(order: readonly string[], names: Iterable<string>): string | null {
  const set = new Set(names);
  return order.find((name) => set.has(name)) ?? null;
}

/**
 * A failed call as [field, message] pairs, first message per field: each detail's path through
 * `fieldOf`, keeping its key when the web knows it (`isKnown`) and its English text otherwise;
 * then the messageKey through `messageFields` (its translated text when it has parameters).
 */
export function serverFieldMessages(
  error: unknown,
  opts: {
    fieldOf: (path: string) => string | null;
    messageFields?: Readonly<Record<string, string>> | undefined;
    isKnown: (key: string) => boolean;
    text: (error: unknown) => string;
  },
): [string, string][] {
  const out = new Map<string, string>();
  const data = errorData(error);
  for (const detail of data.details ?? []) {
    const field = opts.fieldOf(detail.path);
    if (!field || out.has(field)) continue;
    out.set(field, detail.key && opts.isKnown(detail.key) ? detail.key : detail.message);
  }
  const keyField = data.messageKey ? opts.messageFields?.[data.messageKey] : undefined;
  if (data.messageKey && keyField && !out.has(keyField)) {
    const hasParams = Object.keys(data.params ?? {}).length > 0;
    out.set(keyField, !hasParams && opts.isKnown(data.messageKey) ? data.messageKey : opts.text(error));
  }
  return [...out];
}

// ---------------------------------------------------------------------------------------------
// The hook
// ---------------------------------------------------------------------------------------------

export function useZodForm<TValues extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema | (() => TSchema),
  options: UseZodFormOptions<TValues>,
): ZodForm<TValues, z.output<TSchema>> {
  type TOutput = z.output<TSchema>;
  const { defaultValues, fieldOf, messageFields, ...rest } = options;
  const { t, i18n } = useTranslation('validation');

  // The schema is read at each validation, so a factory sees the day of the submit.
  const schemaRef = useRef(schema);
  schemaRef.current = schema;
  const resolver = useCallback<Resolver<TValues, unknown, TOutput>>((values, context, resolverOptions) => {
    const current = schemaRef.current;
    const zod = typeof current === 'function' ? (current as () => TSchema)() : current;
    // The domain schema's input type is wider than the form's strings (preprocess takes unknown).
    const run = zodResolver(zod as never) as unknown as Resolver<TValues, unknown, TOutput>;
    return run(values, context, resolverOptions);
  }, []);

  const form = useForm<TValues, unknown, TOutput>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    ...rest,
    defaultValues: defaultValues as UseFormProps<TValues>['defaultValues'],
    resolver,
  });
  const { errors, isSubmitting } = form.formState;

  // Screen order, fixed at the first render.
  const order = useRef(Object.keys(defaultValues)).current;
  const { clearErrors, getFieldState, setError, watch } = form;

  // A change by the user clears that field's error (not a setValue: those have no type).
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (type === 'change' && name && getFieldState(name).error) clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, getFieldState, clearErrors]);

  // At once, not on a timer (setFocus): the field is focused when the submit handler returns.
  // Setting the error again with shouldFocus is react-hook-form's public way to do that.
  const focusFirst = (names: Iterable<string>) => {
    const first = firstInOrder(order, names) as FieldPath<TValues> | null;
    const error = first ? getFieldState(first).error : undefined;
    if (first && error) setError(first, { type: error.type, message: error.message }, { shouldFocus: true });
  };

  const defaultFieldOf = (path: string): FieldPath<TValues> | null => {
    const head = path.split('.')[0] ?? '';
    return order.includes(head) ? (head as FieldPath<TValues>) : null;
  };

  const showErrors = (found: Iterable<readonly [string, string]>): FieldPath<TValues>[] => {
    const names: FieldPath<TValues>[] = [];
    for (const [path, message] of found) {
      const name = (fieldOf ?? defaultFieldOf)(path);
      if (!name || names.includes(name)) continue;
      names.push(name);
      setError(name, { type: 'server', message });
    }
    focusFirst(names);
    return names;
  };

  const showServerError = (error: unknown): FieldPath<TValues>[] =>
    showErrors(
      serverFieldMessages(error, {
        fieldOf: (path) => (fieldOf ?? defaultFieldOf)(path),
        messageFields,
        isKnown: (key) => i18n.exists(messageI18nKey(key)),
        text: (e) => errorText(e, t),
      }),
    );

  const busy = useRef(false);
  const submit: ZodForm<TValues, TOutput>['submit'] = (onValid, onError) => async (event) => {
    if (busy.current) {
      event?.preventDefault?.();
      return;
    }
    busy.current = true;
    try {
      await form.handleSubmit(
        async (output) => {
          try {
            await onValid(output);
          } catch (error) {
            showServerError(error);
            onError?.(error);
          }
        },
        (invalid) => focusFirst(Object.keys(invalid)),
      )(event as Parameters<ReturnType<typeof form.handleSubmit>>[0]);
    } finally {
      busy.current = false;
    }
  };

  const fieldError = (name: ZodFormErrorName<TValues>): string | undefined => {
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' && message ? translateMessage(t, message, message) : undefined;
  };

  return { ...form, fieldError, submit, showServerError, showErrors, isSubmitting };
}
