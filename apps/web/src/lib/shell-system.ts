// The Chakra system of the logged-in shell: every recipe (Chakra's defaultConfig) with the
// PawDesk theme on top. Loaded with the shell chunk, never on the login path (it brings every
// recipe, ~17 KiB gzip).
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { pawdeskTheme } from './theme';

export const shellSystem = createSystem(defaultConfig, pawdeskTheme);
