// The PawDesk theme, shared by the light login system (lib/chakra-system.ts) and the full shell
// system (lib/shell-system.ts): a brand palette, colours that pass WCAG 2.2 AA and one focus ring.
//
// HOW TO USE IT IN A SCREEN
// - `colorPalette="brand"` on any recipe (Button, Badge, Tabs, Checkbox, ...): solid buttons are
//   white on brand.600 (5.2:1), brand text is brand.700 (7.2:1 on white, 6.7:1 on the canvas).
// - Semantic tokens, like Chakra's own palettes: `brand.solid`, `brand.contrast`, `brand.fg`,
//   `brand.subtle`, `brand.muted`, `brand.emphasized`, `brand.focusRing`, `brand.border`; the
//   scale `brand.50` ... `brand.950` for anything else.
// - Page background: `bg.canvas` (calm neutral grey); surfaces (cards, lists, dialogs): `bg.panel`.
// - Destructive actions: `colorPalette="red"` (solid red.600 is 4.8:1); error text `fg.error`.
// - Focus: every focusable element gets a 2 px ring in brand.focusRing when focused from the
//   keyboard (recipes through Chakra's focusVisibleRing, everything else through the global rule
//   below). Do not remove outlines; nothing needs `_focusVisible` of its own.
// - Radii: `l1` 4 px (badges), `l2` 8 px (buttons, inputs), `l3` 12 px (cards, dialogs).
// The default palettes whose solid colour failed 4.5:1 with white text (teal, green, orange) are
// darkened too, so an old `colorPalette="teal"` still passes.
import { defineConfig } from '@chakra-ui/react';

const both = (token: string) => ({ value: { _light: token, _dark: token } });

/** Deep teal-green. 600 carries white text (5.24:1); 700 is text on white (7.15:1). */
const brandScale = {
  50: { value: '#effaf7' },
  100: { value: '#d5f2ea' },
  200: { value: '#ade4d6' },
  300: { value: '#76cdb9' },
  400: { value: '#3fb09a' },
  500: { value: '#1f9480' },
  600: { value: '#0f7a69' },
  700: { value: '#0d6356' },
  800: { value: '#0f4f46' },
  900: { value: '#0f3f39' },
  950: { value: '#062622' },
};

/** Laid over a solid colour: 12% black, so hover darkens and text contrast only grows. */
const DARKER = 'linear-gradient(rgba(0, 0, 0, 0.12), rgba(0, 0, 0, 0.12))';

/** Every palette rings in the brand colour, so focus looks the same on every control. */
const PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];
const brandRing = Object.fromEntries(
  PALETTES.map((palette) => [palette, { focusRing: both('{colors.brand.600}') }]),
);

export const pawdeskTheme = defineConfig({
  globalCss: {
    '*': { '--focus-ring-width': '2px' },
    html: { bg: 'bg.canvas' },
    // Elements without a recipe (plain links, skip link, custom rows) get the same ring.
    '*:focus-visible': {
      outlineWidth: '2px',
      outlineStyle: 'solid',
      outlineColor: 'brand.focusRing',
      outlineOffset: '2px',
    },
    // Focus moved there by the app (main after the skip link, dialogs), not by the user.
    '[tabindex="-1"]:focus-visible': { outline: 'none' },
  },
  theme: {
    recipes: {
      // Chakra lightens a hovered or open solid button (solid at 90% over the page), which takes
      // white text below 4.5:1 (4.35:1 on brand). A shade darker instead keeps it above 5:1.
      button: {
        variants: {
          variant: {
            solid: {
              _hover: { bg: 'colorPalette.solid', backgroundImage: DARKER },
              _expanded: { bg: 'colorPalette.solid', backgroundImage: DARKER },
            },
          },
        },
      },
    },
    tokens: {
      colors: { brand: brandScale },
    },
    semanticTokens: {
      colors: {
        ...brandRing,
        brand: {
          contrast: both('white'),
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.900}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.800}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.700}' } },
          solid: both('{colors.brand.600}'),
          focusRing: both('{colors.brand.600}'),
          border: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
        teal: {
          ...brandRing.teal,
          solid: both('{colors.teal.700}'),
        },
        green: {
          ...brandRing.green,
          solid: both('{colors.green.700}'),
        },
        orange: {
          ...brandRing.orange,
          solid: both('{colors.orange.700}'),
        },
        bg: {
          canvas: { value: { _light: '#f6f7f9', _dark: '{colors.gray.950}' } },
        },
        fg: {
          // gray.600 is 7.2:1 on the canvas; red.700 (8.4:1) instead of red.500 (3.76:1).
          muted: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } },
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
      },
      radii: {
        l1: { value: '{radii.sm}' },
        l2: { value: '{radii.lg}' },
        l3: { value: '{radii.xl}' },
      },
    },
  },
});
