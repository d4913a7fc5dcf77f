/**
 * Choices from a business dictionary on an order form (table types, video lines, dining types of
 * a meeting service order; spec §7 getTableTypes / getVideoLines / getDiningTypeCodes): one code
 * from a dropdown, or any number of codes as checkboxes. Options are `{ value, label }` as the
 * dictionary calls answer them, labels already in the reader's language.
 */
import type { ReactNode } from 'react';
import { Checkbox, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';

/** One dictionary entry. */
export interface ChoiceOption {
  value: string;
  label: string;
}

/** `list` with `code` added, or removed when it is there. */
export function toggleCode(list: readonly string[], code: string): string[] {
  return list.includes(code) ? list.filter((c) => c !== code) : [...list, code];
}

/** Props of {@link DictionarySelect}. */
export interface DictionarySelectProps {
  label: string;
  /** The text of the empty choice ("none"). */
  noneLabel: string;
  options: readonly ChoiceOption[];
  value: string;
  onChange(code: string): void;
  'data-testid'?: string;
}

/** One code from a dropdown, or none. */
export function DictionarySelect({ label, noneLabel, options, value, onChange, ...rest }: DictionarySelectProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          data-testid={rest['data-testid']}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          <option value="">{noneLabel}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Props of {@link CodeCheckboxes}. */
export interface CodeCheckboxesProps {
  /** The group's legend. */
  legend: string;
  options: readonly ChoiceOption[];
  value: readonly string[];
  onChange(codes: string[]): void;
  /** Test ids are `<testPrefix>-<value>`. */
  testPrefix: string;
  colorPalette?: string;
  /** What to show under an option (a price, the dining times); default nothing. */
  detailOf?(option: ChoiceOption): ReactNode;
  /** One option a line (for options with a detail), instead of a wrapping row. */
  stacked?: boolean;
}

/** Any number of codes, one checkbox each, as a fieldset; nothing when the dictionary is empty. */
export function CodeCheckboxes({
  legend,
  options,
  value,
  onChange,
  testPrefix,
  colorPalette,
  detailOf,
  stacked = false,
}: CodeCheckboxesProps) {
  if (options.length === 0) return null;
  return (
    <Stack as="fieldset" gap="2">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
        {legend}
      </Text>
      <Stack direction={stacked ? 'column' : 'row'} wrap="wrap" gap={stacked ? '2' : '4'} align="flex-start">
        {options.map((o) => (
          <Stack key={o.value} gap="0.5">
            <Checkbox.Root
              checked={value.includes(o.value)}
              onCheckedChange={() => onChange(toggleCode(value, o.value))}
              data-testid={`${testPrefix}-${o.value}`}
              colorPalette={colorPalette}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{o.label}</Checkbox.Label>
            </Checkbox.Root>
            {detailOf?.(o)}
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
