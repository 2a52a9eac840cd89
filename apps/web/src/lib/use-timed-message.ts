import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGE_TIMEOUT_MS } from './timing';

/** A banner text that clears itself after the spec's 5 seconds (each new text restarts the clock). */
export function useTimedMessage<T = string>(timeoutMs = MESSAGE_TIMEOUT_MS) {
  const [message, setMessage] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  const show = useCallback(
    (next: T) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(null), timeoutMs);
    },
    [timeoutMs],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { message, show, clear };
}
