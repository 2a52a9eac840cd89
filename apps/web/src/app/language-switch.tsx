import { Button, Group } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, LANGUAGES } from '../lib/i18n';

const LANGUAGE_NAMES = { es: 'Español', en: 'English' } as const;

/** ES / EN toggle; the choice is remembered in localStorage and sets <html lang>. */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation('common');
  const active = i18n.resolvedLanguage ? currentLanguage() : 'es';
  return (
    <Group attached role="group" aria-label={t('language')}>
      {LANGUAGES.map((language) => {
        const selected = language === active;
        return (
          <Button
            key={language}
            size={size}
            variant={selected ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={selected}
            lang={language}
            title={LANGUAGE_NAMES[language]}
            onClick={() => void changeLanguage(language)}
          >
            {language.toUpperCase()}
          </Button>
        );
      })}
    </Group>
  );
}
