// How a kennel reads on the screens: its type in words (the seeded ones translated, any other as typed).
import { KENNEL_TYPES } from '@pawdesk/domain/kennels/kennels.rules';
import { useTranslation } from 'react-i18next';

export function useKennelType() {
  const { t } = useTranslation('kennels');
  return (type: string) =>
    (KENNEL_TYPES as readonly string[]).includes(type) ? t(`kennels:type.${type}`) : type;
}
