// A field label whose required mark sits *outside* the <label>, so the label's text is exactly
// the field's name ("Username", not "Username*") for people and for getByLabel(..., { exact }).
// The input's own `required` attribute (set by Field.Root) is what assistive technology reads.
import { Field, Flex, Span } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function FieldLabel({ children, required = false }: { children: ReactNode; required?: boolean }) {
  return (
    <Flex align="baseline" gap="1">
      <Field.Label>{children}</Field.Label>
      {required ? (
        <Span aria-hidden="true" color="fg.error" fontSize="sm" lineHeight="1">
          *
        </Span>
      ) : null}
    </Flex>
  );
}
