// The kennel of a stay in the booking form (docs/domains/kennels.md, "Screens"): optional ('Assign
// later'), among the active kennels free on every night of the stay (kennels.freeFor, the booking
// itself left out), grouped by type, each with its free places. At check-in the same list proposes
// the free kennels for the whole stay. Hidden while the hotel has no kennel (no limit, as before).
import { NativeSelect } from '@chakra-ui/react';
import type { TFreeKennel, TKennelRef } from '@pawdesk/domain';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../app/blocks/form-field';
import { useKennelType } from './kennel-display';
import { useFreeKennels, useKennels } from './use-kennels';

const isDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day);

export function KennelChoice({
  checkIn,
  checkOut,
  booking,
  current,
  value,
  onChange,
  error,
}: {
  checkIn: string;
  checkOut: string;
  /** The booking edited or checked in (left out of the counts). */
  booking?: string | undefined;
  /** The kennel it holds now (kept in the list even when the counts would leave it out). */
  current?: TKennelRef | null | undefined;
  /** The kennel's id, '' for none. */
  value: string;
  onChange: (kennel: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation(['kennels', 'common']);
  const typeName = useKennelType();
  const kennels = useKennels(true);
  const ready = isDay(checkIn) && isDay(checkOut) && checkOut > checkIn;
  const free = useFreeKennels(
    { checkIn, checkOut, ...(booking ? { booking } : {}) },
    ready && (kennels.data?.length ?? 0) > 0,
  );
  if (!kennels.data || kennels.data.length === 0) return null;
  const options: TFreeKennel[] = ready ? (free.data ?? []) : [];
  const types = [...new Set(options.map((k) => k.type))];
  const keepsCurrent = current && !options.some((k) => k.id === current.id);
  return (
    <FormField
      label={t('kennels:choice.label')}
      helper={
        !ready
          ? t('kennels:choice.datesFirst')
          : free.isPending
            ? t('common:loading')
            : options.length === 0
              ? t('kennels:choice.noneFree')
              : t('kennels:choice.free', { count: options.length })
      }
      error={error}
    >
      <NativeSelect.Root>
        <NativeSelect.Field
          bg="white"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          data-testid="kennel-choice"
        >
          <option value="">{t('kennels:choice.later')}</option>
          {keepsCurrent && current ? (
            <option value={current.id}>{t('kennels:choice.current', { name: current.name })}</option>
          ) : null}
          {types.map((type) => (
            <optgroup key={type} label={typeName(type)}>
              {options
                .filter((k) => k.type === type)
                .map((k) => (
                  <option key={k.id} value={k.id}>
                    {t('kennels:choice.option', { name: k.name, count: k.free })}
                  </option>
                ))}
            </optgroup>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
