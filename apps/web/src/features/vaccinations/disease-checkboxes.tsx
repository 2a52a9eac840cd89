// The diseases as a group of checkboxes (a vaccine's coverage, a service's required diseases), for a
// react-hook-form Controller: the value is the list of the diseases ticked.
import { Checkbox, Fieldset, SimpleGrid } from '@chakra-ui/react';
import { DISEASES, type TDisease } from '@pawdesk/domain';
import type { Ref } from 'react';
import { useDiseaseLabel } from './vaccination-display';

export function DiseaseCheckboxes({
  legend,
  value,
  onChange,
  inputRef,
  error,
  name,
}: {
  legend: string;
  value: readonly TDisease[];
  onChange: (next: TDisease[]) => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  name: string;
}) {
  const label = useDiseaseLabel();
  return (
    <Fieldset.Root invalid={error !== undefined}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {legend}
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" mt="2">
        {DISEASES.map((disease, index) => (
          <Checkbox.Root
            key={disease}
            name={`${name}.${disease}`}
            checked={value.includes(disease)}
            onCheckedChange={(details) =>
              onChange(
                details.checked === true
                  ? DISEASES.filter((d) => d === disease || value.includes(d))
                  : value.filter((d) => d !== disease),
              )
            }
            colorPalette="brand"
          >
            <Checkbox.HiddenInput ref={index === 0 ? inputRef : undefined} />
            <Checkbox.Control />
            <Checkbox.Label>{label(disease)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
      {error !== undefined ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
