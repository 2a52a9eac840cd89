// The colours of how full a night or a day is (kennels.rules' occupancyLevel): a light fill with a
// strong border, so dark text stays readable on it; the figures are always written beside them.
import type { TOccupancyLevel } from '@pawdesk/domain/kennels/kennels.rules';

export const LEVEL_STYLE: Record<TOccupancyLevel, { bg: string; border: string }> = {
  unlimited: { bg: 'gray.50', border: 'gray.400' },
  free: { bg: 'green.50', border: 'green.600' },
  busy: { bg: 'orange.100', border: 'orange.600' },
  full: { bg: 'red.100', border: 'red.600' },
  over: { bg: 'red.200', border: 'red.700' },
};
