// The Check In picker: a SearchPicker over hotel.checkInOptions. Only dogs holding a booked stay
// to check in are offered (never one already checked in), those arriving today first; each
// option shows the dog's thumbnail, whose dog it is, which stay the check-in takes, and
// 'Expected today' for a stay that covers today, and the vaccination shield of a dog not covered
// through its stay's check-out (picker-shields.tsx).
import { Text } from '@chakra-ui/react';
import type { THotelCheckInOption } from '@pawdesk/domain';
import { type Ref, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchPicker } from '../../app/blocks/search-picker';
import { breedAndOwner, dogOptionLeading, useExpectedText } from '../dogs/dog-picker';
import { optionShield, type Shielded, useShieldedOptions } from '../vaccinations/picker-shields';
import { useStayText } from './booking-display';
import { HOTEL_CHECK_IN_OPTIONS_LIMIT, useHotelCheckInOptions } from './use-hotel';

const dogName = (dog: THotelCheckInOption) => dog.name;
/** Each dog checked against its own stay, through its check-out day. */
const STAY_SHIELDS = {
  service: 'hotel',
  rangeOf: (dog: THotelCheckInOption) => ({ from: dog.booking.checkInDay, to: dog.booking.checkOutDay }),
} as const;

export function HotelCheckInPicker({
  value,
  onChange,
  error,
  inputRef,
  name = 'dog',
}: {
  value: THotelCheckInOption | null;
  onChange: (dog: THotelCheckInOption | null) => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
}) {
  const { t } = useTranslation(['hotel', 'common']);
  const stay = useStayText();
  const expectedText = useExpectedText();
  const useOptions = useShieldedOptions(useHotelCheckInOptions, STAY_SHIELDS);
  const describe = useCallback(
    (dog: Shielded<THotelCheckInOption>) => (
      <>
        {optionShield(dog)}
        <Text as="span">{breedAndOwner(dog)}</Text>
        <Text as="span">{t('hotel:picker.booked', { stay: stay(dog.booking) })}</Text>
        {expectedText(dog.expected)}
      </>
    ),
    [t, stay, expectedText],
  );
  return (
    <SearchPicker<Shielded<THotelCheckInOption>>
      label={t('hotel:form.dog')}
      name={name}
      value={value}
      onChange={onChange}
      useOptions={useOptions}
      itemToString={dogName}
      describe={describe}
      leading={dogOptionLeading}
      limit={HOTEL_CHECK_IN_OPTIONS_LIMIT}
      texts={{
        placeholder: t('hotel:picker.placeholder'),
        noMatches: t('hotel:picker.noMatches'),
        clear: t('hotel:picker.clear'),
        show: t('hotel:picker.show'),
        loadFailed: t('hotel:errors.loadDogs'),
        found: (count) => (count === 1 ? t('hotel:picker.foundOne') : t('hotel:picker.found', { n: count })),
      }}
      required
      error={error}
      inputRef={inputRef}
      testId="hotel-check-in-dog"
    />
  );
}
