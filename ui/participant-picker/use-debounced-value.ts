/**
 * Debouncing of typed input (spec §9: "debounce default 500 ms").
 */
import { useEffect, useState } from 'react';

/** The spec's default debounce, in ms (spec §9). */
export const DEBOUNCE_MS = 500;

/** `value`, once it has stayed the same for `delayMs` ms (default {@link DEBOUNCE_MS}). */
export function useDebouncedValue<T>(value: T, delayMs: number = DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
