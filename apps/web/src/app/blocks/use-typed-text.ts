// What a number, date or time field shows, apart from what its form holds. The form holds the
// value the schema reads ('10.4', '2026-11-23', '14:30'); the input shows it the reader's way
// ('10,4', '23/11/2026', '2:30 PM') and keeps exactly what was typed while typing. Shared by the
// NumberInput, DateInput and TimeInput blocks.
//
// - Typing: the text stays as typed; the form gets `toValue(text)`.
// - The form's value changed from outside (a reset, a pre-fill, setValue): the text is redrawn
//   with `show(value)`.
// - The way of showing changed (a language switch, the business's date setting): a text that
//   still reads as the form's value is redrawn the new way; anything else stays as typed.
// - Leaving the field: what was typed is written back the business's way ('15:45' becomes
//   '3:45 PM' on a 12-hour clock, '10.4' becomes '10,4' in Spanish); unreadable text stays.
import { type ChangeEvent, useState } from 'react';

export function useTypedText({
  value,
  onChange,
  toValue,
  show,
}: {
  /** The form's value. */
  value: string;
  onChange: (value: string) => void;
  /** Typed text → the form's value. */
  toValue: (text: string) => string;
  /** The form's value → the text to show (memoise it: a new function means a new way of showing). */
  show: (value: string) => string;
}) {
  const [state, setState] = useState(() => ({ text: show(value), value, show }));
  let text = state.text;
  if (state.value !== value || state.show !== show) {
    const outside = state.value !== value;
    const stillTheValue = toValue(state.text) === value;
    text = outside || stillTheValue ? show(value) : state.text;
    setState({ text, value, show });
  }
  return {
    text,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const typed = event.target.value;
      const next = toValue(typed);
      setState({ text: typed, value: next, show });
      if (next !== value) onChange(next);
    },
    /** On leaving the field: a readable text is shown the business's way. */
    normalize: () => {
      const shown = show(value);
      // Only a text that reads as the value, and whose value reads back from how it is shown
      // (never an unreadable entry, which stays as typed to be corrected).
      if (text !== shown && toValue(text) === value && toValue(shown) === value)
        setState({ text: shown, value, show });
    },
    /** Sets both from a value chosen elsewhere (a calendar). */
    choose: (next: string) => {
      setState({ text: show(next), value: next, show });
      if (next !== value) onChange(next);
    },
  };
}
