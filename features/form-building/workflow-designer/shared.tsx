/**
 * Small pieces the designer's tree and drawers share: the text of a LocalText in the
 * reader's language, labelled select and number inputs (Chakra Field + NativeSelect), and
 * the names new nodes get, read in CN, EN and TC at once.
 */
import type { ReactNode } from 'react';
import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LocalText } from '../../../platform/forms/form-definition';
import type { DefaultNames } from '../../../platform/workflow/workflow-tree';
import { useLang } from '../../../ui/runtime';

/** The reader's text of `text`: CN, or EN/TC falling back to CN when empty (form-definition's LocalText rule). */
export function useLocalText(): (text: LocalText) => string {
  const { lang } = useLang();
  return (text) => (lang === 'EN' ? text.en || text.cn : lang === 'TC' ? text.tc || text.cn : text.cn);
}

/** The names of new nodes and branches in the three languages (workflow-tree's DefaultNames). */
export function useDefaultNames(): DefaultNames {
  const { i18n } = useTranslation();
  const text = (key: keyof DefaultNames): LocalText => {
    const [cn, en, tc] = (['CN', 'EN', 'TC'] as const).map((lng) =>
      // `{{n}}` stays in the text: workflow-tree puts the branch's number there.
      i18n.getFixedT(lng, 'workflowDesigner')(`defaults.${key}`, { n: '{{n}}', interpolation: { escapeValue: false } }),
    );
    return { cn, en, tc };
  };
  return {
    approver: text('approver'),
    copy: text('copy'),
    condition: text('condition'),
    branch: text('branch'),
    defaultBranch: text('defaultBranch'),
  };
}

/** A labelled native select of `options` (value → label). */
export function SelectField<V extends string>(props: {
  label: ReactNode;
  value: V | '';
  options: readonly { value: V; label: string }[];
  onChange(value: V): void;
  placeholder?: string;
  helper?: ReactNode;
}) {
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={props.value} onChange={(e) => props.onChange(e.currentTarget.value as V)}>
          {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {props.helper ? <Field.HelperText>{props.helper}</Field.HelperText> : null}
    </Field.Root>
  );
}

/** A labelled whole-number input kept within `min`–`max` (an empty or invalid entry is ignored). */
export function NumberField(props: {
  label: ReactNode;
  value: number;
  min: number;
  max: number;
  onChange(value: number): void;
  helper?: ReactNode;
}) {
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <Input
        size="sm"
        type="number"
        min={props.min}
        max={props.max}
        value={props.value}
        onChange={(e) => {
          const n = Number(e.currentTarget.value);
          if (e.currentTarget.value !== '' && Number.isInteger(n))
            props.onChange(Math.min(Math.max(n, props.min), props.max));
        }}
      />
      {props.helper ? <Field.HelperText>{props.helper}</Field.HelperText> : null}
    </Field.Root>
  );
}
