/**
 * DateRangeFields: the "from" and "to" date inputs of a list page's filter bar, each
 * bounded by the other so the range cannot be inverted. Values are ISO dates
 * (`YYYY-MM-DD`, read by the server in the campus's time zone) or '' for no bound.
 */
import { Field, Input } from '@chakra-ui/react';

/** Props of {@link DateRangeFields}; labels come translated from the page. */
export interface DateRangeFieldsProps {
  from: string;
  to: string;
  fromLabel: string;
  toLabel: string;
  onFromChange: (value: string) => void;
  onToChange: (value: string) => void;
}

/** Two labelled date inputs named `dateFrom` and `dateTo`. */
export function DateRangeFields({ from, to, fromLabel, toLabel, onFromChange, onToChange }: DateRangeFieldsProps) {
  return (
    <>
      <Field.Root>
        <Field.Label>{fromLabel}</Field.Label>
        <Input
          name="dateFrom"
          type="date"
          size="sm"
          value={from}
          max={to || undefined}
          onChange={(e) => onFromChange(e.currentTarget.value)}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>{toLabel}</Field.Label>
        <Input
          name="dateTo"
          type="date"
          size="sm"
          value={to}
          min={from || undefined}
          onChange={(e) => onToChange(e.currentTarget.value)}
        />
      </Field.Root>
    </>
  );
}
