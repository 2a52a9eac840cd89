// A thin bar along the top while the next screen gets ready (its code or texts still loading);
// the current screen stays usable meanwhile. Decorative: the new screen's title announces itself.
import { Box } from '@chakra-ui/react';

export function NavigationProgress() {
  return (
    <Box
      aria-hidden="true"
      data-testid="navigation-progress"
      position="fixed"
      top="0"
      insetX="0"
      h="0.5"
      bg="brand.solid"
      zIndex="toast"
      animation="pulse"
    />
  );
}
