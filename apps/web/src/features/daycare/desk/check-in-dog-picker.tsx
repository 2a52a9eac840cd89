// The check-in dog picker: a SearchPicker over daycare.checkInOptions. Dogs already here are
// never offered (the server leaves them out); the server lists first the dogs expected today,
// then those with a usable package, then the rest by name. Each option shows the dog's
// thumbnail, breed and primary owner, which package the check-in will draw a day from (or 'No
// usable package'), 'Expected today' for a dog with an expected visit today, and the vaccination
// shield of a dog not covered today (picker-shields.tsx).
import { Text } from '@chakra-ui/react';
import type { TCheckInOption } from '@pawdesk/domain';
import { type Ref, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchPicker } from '../../../app/blocks/search-picker';
import { breedAndOwner, dogOptionLeading, useExpectedText } from '../../dogs/dog-picker';
import { optionShield, type Shielded, useShieldedOptions } from '../../vaccinations/picker-shields';
import { CHECK_IN_OPTIONS_LIMIT, useCheckInOptions } from './use-daycare';
import { usePackageText } from './visit-display';

const dogName = (dog: TCheckInOption) => dog.name;
const DAYCARE = { service: 'daycare' } as const;

export function CheckInDogPicker({
  value,
  onChange,
  error,
  inputRef,
  name = 'dog',
}: {
  value: TCheckInOption | null;
  onChange: (dog: TCheckInOption | null) => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
}) {
  const { t } = useTranslation(['daycare', 'common']);
  const packageText = usePackageText();
  const usesText = useCallback(
    (dog: TCheckInOption) =>
      dog.nextPackage
        ? t('daycare:checkInForm.uses', { package: packageText(dog.nextPackage) })
        : t('daycare:checkInForm.noUsablePackage'),
    [t, packageText],
  );
  const expectedText = useExpectedText();
  const useOptions = useShieldedOptions(useCheckInOptions, DAYCARE);
  const describe = useCallback(
    (dog: Shielded<TCheckInOption>) => (
      <>
        {optionShield(dog)}
        <Text as="span">{breedAndOwner(dog)}</Text>
        <Text as="span">{usesText(dog)}</Text>
        {expectedText(dog.expectedToday)}
      </>
    ),
    [usesText, expectedText],
  );
  return (
    <SearchPicker<Shielded<TCheckInOption>>
      label={t('daycare:checkInForm.dog')}
      name={name}
      value={value}
      onChange={onChange}
      useOptions={useOptions}
      itemToString={dogName}
      describe={describe}
      leading={dogOptionLeading}
      limit={CHECK_IN_OPTIONS_LIMIT}
      texts={{
        placeholder: t('daycare:checkInForm.dogPlaceholder'),
        noMatches: t('daycare:checkInForm.noDogs'),
        clear: t('daycare:checkInForm.clearDog'),
        show: t('daycare:checkInForm.showDogs'),
        found: (count) =>
          count === 1 ? t('daycare:checkInForm.foundOne') : t('daycare:checkInForm.found', { n: count }),
      }}
      required
      error={error}
      helper={
        value ? (
          <Text as="span" data-testid="check-in-package">
            {usesText(value)}
          </Text>
        ) : undefined
      }
      inputRef={inputRef}
      testId="check-in-dog"
    />
  );
}
