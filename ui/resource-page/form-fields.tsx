/**
 * The inputs of the add / edit form, one per `ResourceField.kind`: text,
 * password, textarea, number (a number, or `emptyValue` when cleared), select (the
 * option's own value, or `emptyValue`),
 * multiSelect (check boxes, a value list), switch (`checkedValue` / `uncheckedValue`),
 * date (`YYYY-MM-DD`), tree (a check-box tree, or with `single` an indented select) and custom
 * (the field's own `render`).
 */
import { Box, Checkbox, Flex, Input, NativeSelect, Stack, Switch, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { flattenOptions, optionByText, useOptions } from './options';
import { nodeState, toggleNode } from './tree-select';
import type { ResourceField, ResourceOption } from './types';

/** Props of {@link FieldInput}: the field, its value and change handler, and the input's state. */
export interface FieldInputProps {
  field: ResourceField;
  ns: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  readOnly: boolean;
  invalid: boolean;
  /** What clearing a number, select or single tree gives: `null` or `undefined` (see FormDialog). */
  emptyValue: null | undefined;
}

type Value = ResourceOption['value'];

/** The input of one form field (labelled by the surrounding Field.Root). */
export function FieldInput({ field: f, ns, value, onChange, onBlur, readOnly, invalid, emptyValue }: FieldInputProps) {
  const { t } = useTranslation([ns, 'resource', 'common']);
  const options = useOptions(f.options);
  const label = (o: ResourceOption) => (o.raw ? o.label : t(o.label));
  const placeholder = f.placeholder ? t(f.placeholder) : undefined;
  const common = { name: f.name, onBlur, readOnly, 'aria-invalid': invalid || undefined };

  switch (f.kind) {
    case 'custom':
      return <>{f.render?.({ name: f.name, value, onChange, invalid, readOnly })}</>;
    case 'textarea':
      return (
        <Textarea
          {...common}
          rows={3}
          value={String(value ?? '')}
          placeholder={placeholder}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <Input
          {...common}
          type="number"
          value={value === undefined || value === null || Number.isNaN(value) ? '' : String(value)}
          placeholder={placeholder}
          onChange={(e) => onChange(e.currentTarget.value === '' ? emptyValue : Number(e.currentTarget.value))}
        />
      );
    case 'select':
      return (
        <NativeSelect.Root disabled={readOnly}>
          <NativeSelect.Field
            name={f.name}
            onBlur={onBlur}
            value={value === undefined || value === null ? '' : String(value)}
            onChange={(e) => onChange(optionByText(options, e.currentTarget.value)?.value ?? emptyValue)}
          >
            <option value="">{placeholder ?? ''}</option>
            {options.map((o) => (
              <option key={String(o.value)} value={String(o.value)}>
                {label(o)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
    case 'multiSelect': {
      const selected = new Set(Array.isArray(value) ? (value as Value[]) : []);
      return (
        <Flex wrap="wrap" gap="3" role="group" data-testid={`field-${f.name}`}>
          {options.map((o) => (
            <Checkbox.Root
              key={String(o.value)}
              size="sm"
              checked={selected.has(o.value)}
              readOnly={readOnly}
              onCheckedChange={(e) =>
                onChange(
                  options.map((x) => x.value).filter((v) => (v === o.value ? e.checked === true : selected.has(v))),
                )
              }
            >
              <Checkbox.HiddenInput onBlur={onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{label(o)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Flex>
      );
    }
    case 'switch': {
      const on = f.checkedValue ?? true;
      const off = f.uncheckedValue ?? false;
      return (
        <Switch.Root checked={value === on} readOnly={readOnly} onCheckedChange={(e) => onChange(e.checked ? on : off)}>
          <Switch.HiddenInput name={f.name} onBlur={onBlur} />
          <Switch.Control />
        </Switch.Root>
      );
    }
    case 'tree':
      if (f.single) {
        const depthOf = new Map<Value, number>();
        const walk = (nodes: ResourceOption[], d: number) =>
          nodes.forEach((n) => {
            depthOf.set(n.value, d);
            walk(n.children ?? [], d + 1);
          });
        walk(options, 0);
        return (
          <NativeSelect.Root disabled={readOnly}>
            <NativeSelect.Field
              name={f.name}
              onBlur={onBlur}
              value={value === undefined || value === null ? '' : String(value)}
              onChange={(e) => onChange(optionByText(options, e.currentTarget.value)?.value ?? emptyValue)}
            >
              <option value="">{placeholder ?? ''}</option>
              {flattenOptions(options).map((o) => (
                <option
                  key={String(o.value)}
                  value={String(o.value)}
                >{`${'\u3000'.repeat(depthOf.get(o.value) ?? 0)}${label(o)}`}</option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        );
      }
      return (
        <CheckTree
          options={options}
          value={Array.isArray(value) ? (value as Value[]) : []}
          label={label}
          onChange={readOnly ? () => {} : onChange}
          testId={`field-${f.name}`}
        />
      );
    default:
      return (
        <Input
          {...common}
          type={f.kind === 'password' ? 'password' : f.kind === 'date' ? 'date' : 'text'}
          autoComplete={f.kind === 'password' ? 'new-password' : undefined}
          value={String(value ?? '')}
          placeholder={placeholder}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}

/** A scrollable check-box tree; checking a node checks its branch (see tree-select.ts). */
function CheckTree({
  options,
  value,
  label,
  onChange,
  testId,
}: {
  options: ResourceOption[];
  value: Value[];
  label: (o: ResourceOption) => string;
  onChange: (v: Value[]) => void;
  testId: string;
}) {
  const checked = new Set(value);
  const row = (o: ResourceOption, depth: number) => (
    <Box key={String(o.value)}>
      <Checkbox.Root
        size="sm"
        ps={`${depth * 1.25}rem`}
        checked={nodeState(o, checked)}
        onCheckedChange={(e) => onChange(toggleNode(options, value, o, e.checked === true))}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label(o)}</Checkbox.Label>
      </Checkbox.Root>
      {(o.children ?? []).map((c) => row(c, depth + 1))}
    </Box>
  );
  return (
    <Stack
      gap="1"
      maxH="64"
      overflowY="auto"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="md"
      p="2"
      data-testid={testId}
    >
      {options.map((o) => row(o, 0))}
    </Stack>
  );
}
