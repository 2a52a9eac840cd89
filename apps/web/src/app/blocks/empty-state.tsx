// The one "nothing here" shape: a short title, an optional hint and action, centred in the list.
import { EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function EmptyState({
  title,
  description,
  action,
  testId,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <ChakraEmptyState.Root size="sm" bg="bg.panel" borderWidth="1px" borderRadius="l3">
      <ChakraEmptyState.Content>
        <VStack textAlign="center" gap="1">
          <ChakraEmptyState.Title fontSize="md" fontWeight="medium" data-testid={testId}>
            {title}
          </ChakraEmptyState.Title>
          {description ? <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description> : null}
        </VStack>
        {action}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
