// A titled part of a page in a card (the Overview tabs' sections, the daycare desk's forms): a
// <section> named by its h2, an optional muted hint under the title, then the content.
import { Card, type CardRootProps, Heading, Text } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

export function SectionCard({
  title,
  hint,
  gap = '3',
  maxW,
  gridColumn,
  testId,
  children,
}: {
  title: string;
  hint?: string;
  /** Space between the title and the parts of the content. */
  gap?: '3' | '4';
  /** A narrower card (a form: 'xl'). */
  maxW?: string;
  /** Its place in a page's grid (the Today board's: 'span 3' on a desk, ...). */
  gridColumn?: CardRootProps['gridColumn'];
  testId?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card.Root
      variant="outline"
      bg="bg.panel"
      as="section"
      aria-labelledby={id}
      size="sm"
      maxW={maxW}
      gridColumn={gridColumn}
      data-testid={testId}
    >
      <Card.Body gap={gap}>
        <Heading as="h2" id={id} size="md">
          {title}
        </Heading>
        {hint ? (
          <Text fontSize="sm" color="fg.muted" mt="-2">
            {hint}
          </Text>
        ) : null}
        {children}
      </Card.Body>
    </Card.Root>
  );
}
