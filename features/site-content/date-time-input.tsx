/**
 * A date-and-time input (`<input type="datetime-local">`) for an instant held as ISO-8601:
 * it shows the browser's local wall time and hands back the instant (`…Z`), or null when cleared.
 */
import { Input } from '@chakra-ui/react';

/** `YYYY-MM-DDTHH:mm` of `iso` in the browser's time zone ('' for null). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The instant of a `datetime-local` value (browser's time zone) as ISO-8601, or null when empty or invalid. */
export function fromLocalInput(local: string): string | null {
  const d = local ? new Date(local) : null;
  return d && !Number.isNaN(d.getTime()) ? d.toISOString() : null;
}

/** Props of {@link DateTimeInput}. */
export interface DateTimeInputProps {
  name: string;
  value: string | null;
  onChange: (iso: string | null) => void;
  invalid?: boolean;
  readOnly?: boolean;
}

/** The input (labelled by the surrounding field). */
export function DateTimeInput({ name, value, onChange, invalid, readOnly }: DateTimeInputProps) {
  return (
    <Input
      type="datetime-local"
      name={name}
      value={toLocalInput(value)}
      readOnly={readOnly}
      aria-invalid={invalid || undefined}
      onChange={(e) => onChange(fromLocalInput(e.currentTarget.value))}
    />
  );
}
