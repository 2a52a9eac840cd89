// The Chakra system of the entry chunk: Chakra's default tokens and global styles with only
// the recipes the login screen (and the logged-out 404) render, plus the PawDesk theme
// (lib/theme.ts). The logged-in shell nests a ChakraProvider with every recipe and the same
// theme (lib/shell-system.ts) in its own chunk.
//
// Why the deep imports: '@chakra-ui/react/theme' is one module that statically imports every
// recipe (~17 KiB gzip), and nothing below it is exported. vite.config.ts and tsconfig.json
// map '@chakra-ui/theme-parts/*' onto dist/esm/theme/* (and its types) of the pinned Chakra
// version; a Chakra upgrade that moves these files fails the build loudly, never silently.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { breakpoints } from '@chakra-ui/theme-parts/breakpoints';
import { globalCss } from '@chakra-ui/theme-parts/global-css';
import { layerStyles } from '@chakra-ui/theme-parts/layer-styles';
import { animationStyles } from '@chakra-ui/theme-parts/motion-styles';
import { alertSlotRecipe } from '@chakra-ui/theme-parts/recipes/alert';
import { buttonRecipe } from '@chakra-ui/theme-parts/recipes/button';
import { cardSlotRecipe } from '@chakra-ui/theme-parts/recipes/card';
import { fieldSlotRecipe } from '@chakra-ui/theme-parts/recipes/field';
import { headingRecipe } from '@chakra-ui/theme-parts/recipes/heading';
import { iconRecipe } from '@chakra-ui/theme-parts/recipes/icon';
import { inputRecipe } from '@chakra-ui/theme-parts/recipes/input';
import { linkRecipe } from '@chakra-ui/theme-parts/recipes/link';
import { spinnerRecipe } from '@chakra-ui/theme-parts/recipes/spinner';
import { semanticColors } from '@chakra-ui/theme-parts/semantic-tokens/colors';
import { semanticRadii } from '@chakra-ui/theme-parts/semantic-tokens/radii';
import { semanticShadows } from '@chakra-ui/theme-parts/semantic-tokens/shadows';
import { textStyles } from '@chakra-ui/theme-parts/text-styles';
import { animations } from '@chakra-ui/theme-parts/tokens/animations';
import { aspectRatios } from '@chakra-ui/theme-parts/tokens/aspect-ratios';
import { blurs } from '@chakra-ui/theme-parts/tokens/blurs';
import { borders } from '@chakra-ui/theme-parts/tokens/borders';
import { colors } from '@chakra-ui/theme-parts/tokens/colors';
import { cursor } from '@chakra-ui/theme-parts/tokens/cursor';
import { durations } from '@chakra-ui/theme-parts/tokens/durations';
import { easings } from '@chakra-ui/theme-parts/tokens/easings';
import { fontSizes } from '@chakra-ui/theme-parts/tokens/font-sizes';
import { fontWeights } from '@chakra-ui/theme-parts/tokens/font-weights';
import { fonts } from '@chakra-ui/theme-parts/tokens/fonts';
import { keyframes } from '@chakra-ui/theme-parts/tokens/keyframes';
import { letterSpacings } from '@chakra-ui/theme-parts/tokens/letter-spacing';
import { lineHeights } from '@chakra-ui/theme-parts/tokens/line-heights';
import { radii } from '@chakra-ui/theme-parts/tokens/radius';
import { sizes } from '@chakra-ui/theme-parts/tokens/sizes';
import { spacing } from '@chakra-ui/theme-parts/tokens/spacing';
import { zIndices } from '@chakra-ui/theme-parts/tokens/z-indices';
import { pawdeskTheme } from './theme';

// Same values as Chakra's defaultThemeConfig, so both systems write the same CSS variables.
export const lightSystem = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix: 'chakra',
    cssVarsRoot: ':where(html, .chakra-theme)',
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens: {
        aspectRatios,
        animations,
        blurs,
        borders,
        colors,
        durations,
        easings,
        fonts,
        fontSizes,
        fontWeights,
        letterSpacings,
        lineHeights,
        radii,
        spacing,
        sizes,
        zIndex: zIndices,
        cursor,
      },
      semanticTokens: { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii },
      recipes: {
        button: buttonRecipe,
        heading: headingRecipe,
        icon: iconRecipe,
        input: inputRecipe,
        link: linkRecipe,
        spinner: spinnerRecipe,
      },
      slotRecipes: { alert: alertSlotRecipe, card: cardSlotRecipe, field: fieldSlotRecipe },
      textStyles,
      layerStyles,
      animationStyles,
    },
  }),
  pawdeskTheme,
);
