/**
 * Small pieces the designer's tree and drawers share: the text of a LocalText in the
 * reader's language, the message of a workflow problem, labelled select and number inputs
 * (Chakra Field + NativeSelect), and the names new nodes get, read in CN, EN and TC at once.
 */
import type { ReactNode } from 'react';
import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LocalText } from '../../../platform/forms/form-definition';
import type { WorkflowDefinition } from '../../../platform/workflow/workflow-definition';
import { findBranch, findNode, type DefaultNames } from '../../../platform/workflow/workflow-tree';
import { useLang } from '../../../ui/runtime';

/** The reader's text of `text`: CN, or EN/TC falling back to CN when empty (form-definition's LocalText rule). */
export function useLocalText(): (text: LocalText) => string {
  const { lang } = useLang();
  return (text) => (lang === 'EN' ? text.en || text.cn : lang === 'TC' ? text.tc || text.cn : text.cn);
}

/**
 * The message of a problem of a workflow check (WORKFLOW_INVALID's `node` and `context`):
 * `errors:2410003_<problem>` naming the node or branch of `definition` in the reader's language
 * (its id when it is not there), `workflowDesigner:problemFallback` when the key is missing.
 */
export function useProblemMessage(): (definition: WorkflowDefinition, node: string, problem: string) => string {
  const { t } = useTranslation('workflowDesigner');
  const text = useLocalText();
  return (definition, node, problem) => {
    const named = findNode(definition, node) ?? findBranch(definition, node)?.branch;
    return t(`errors:2410003_${problem}`, {
      node: named ? text(named.name) : node,
      defaultValue: t('problemFallback', { problem }),
    });
  };
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
