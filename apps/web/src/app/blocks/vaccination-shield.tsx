// A red shield beside a dog not covered for the service it is here or booked for (Gingr's shield):
// on the Today board's lines and in the dog pickers. The icon is named with what is missing
// ('Vaccinations missing: rabies and kennel cough'), so the colour is never the only sign. The
// disease names come from the vaccinations namespace, loaded on first use without suspending the
// screen (codes until it arrives).
import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function VaccinationShield({ missing }: { missing: readonly string[] }) {
  const { t, i18n } = useTranslation(['vaccinations', 'blocks'], { useSuspense: false });
  const names = missing.map((disease) => t(`vaccinations:disease.${disease}`, { defaultValue: disease }));
  const list = new Intl.ListFormat(i18n.language === 'en' ? 'en' : 'es', {
    style: 'long',
    type: 'conjunction',
  }).format(names);
  const label = t('blocks:vaccinationShield', {
    diseases: list,
    defaultValue: `Vaccinations missing: ${list}`,
  });
  return (
    <Box
      as="span"
      role="img"
      aria-label={label}
      title={label}
      display="inline-flex"
      flexShrink={0}
      color="red.600"
      data-testid="vaccination-shield"
    >
      <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d="M12 2 4 5v6c0 5 3.4 9.6 8 11 4.6-1.4 8-6 8-11V5l-8-3Zm-1 5h2v7h-2V7Zm0 9h2v2h-2v-2Z" />
      </svg>
    </Box>
  );
}
