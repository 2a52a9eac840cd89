// Placeholders shaped like what is coming (a header, a toolbar, rows), so the page does not
// jump when the data arrives. Plain boxes with the theme's pulse: they also work on the
// light system the login screen uses (no recipe needed).
import { Box, type BoxProps, HStack, Stack } from '@chakra-ui/react';

export function SkeletonBar(props: BoxProps) {
  return <Box bg="gray.200" borderRadius="l1" animation="pulse" h="4" {...props} />;
}

/** Rows of a dense list: `rows` lines of `columns` cells. */
export function ListSkeleton({ rows = 10, columns = 4 }: { rows?: number; columns?: number }) {
  return (
    <Box bg="bg.panel" borderWidth="1px" borderRadius="l3" overflow="hidden" aria-hidden="true">
      <HStack px="4" py="3" gap="6" borderBottomWidth="1px">
        {Array.from({ length: columns }, (_, i) => (
          <SkeletonBar key={i} h="3" flex={i === 0 ? 2 : 1} maxW={i === 0 ? '48' : '32'} />
        ))}
      </HStack>
      {Array.from({ length: rows }, (_, r) => (
        <HStack key={r} px="4" h="10" gap="6" borderBottomWidth={r === rows - 1 ? '0' : '1px'}>
          {Array.from({ length: columns }, (_, i) => (
            <SkeletonBar key={i} h="3" flex={i === 0 ? 2 : 1} maxW={i === 0 ? '48' : '32'} opacity={0.8} />
          ))}
        </HStack>
      ))}
    </Box>
  );
}

/** A whole list screen: title and action, the toolbar, then the rows. */
export function PageSkeleton({ rows = 10 }: { rows?: number }) {
  return (
    <Stack gap="5" aria-hidden="true">
      <HStack justify="space-between">
        <SkeletonBar h="8" w="48" />
        <SkeletonBar h="9" w="32" borderRadius="l2" />
      </HStack>
      <HStack gap="3">
        <SkeletonBar h="10" flex="1" borderRadius="l2" />
        <SkeletonBar h="10" w="48" borderRadius="l2" />
      </HStack>
      <ListSkeleton rows={rows} />
    </Stack>
  );
}
