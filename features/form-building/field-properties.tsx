/**
 * The property panel of the selected field (spec §2 /building): its label in CN/EN/TC,
 * required, placeholder, the limits its type takes (field-templates.ts LIMITS_OF), the
 * options of a choice field and the text of a description field. Every change is sent as
 * one `field.update` patch; money limits are typed in yuan and kept in cents.
 */
import type { ReactNode } from 'react';
import { Box, Button, Checkbox, Field, HStack, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MdAdd, MdDelete } from 'react-icons/md';
import type { FieldLimits, FieldOption, FormField, LocalText } from '../../platform/forms/form-definition';
import type { DesignProblem, NewField } from '../../machines/form-designer.machine';
import { LIMITS_OF, isChoice, localText, type Translate } from './field-templates';

/** Props of {@link FieldProperties}. */
export interface FieldPropertiesProps {
  /** The selected field, or null. */
  field: FormField | null;
  problems: readonly DesignProblem[];
  editable: boolean;
  onChange(id: string, patch: Partial<NewField>): void;
}

const LANG_KEYS = ['cn', 'en', 'tc'] as const;
const DATE_LIMITS: readonly (keyof FieldLimits)[] = ['minDate', 'maxDate'];

/** The panel (see the module comment); a hint when nothing is selected. */
export function FieldProperties({ field, problems, editable, onChange }: FieldPropertiesProps) {
  const { t, i18n } = useTranslation('formBuilding');
  if (!field) return <Text color="fg.muted">{t('props.none')}</Text>;
  const update = (patch: Partial<NewField>) => onChange(field.id, patch);
  const fixed = {
    CN: i18n.getFixedT('CN', 'formBuilding') as Translate,
    EN: i18n.getFixedT('EN', 'formBuilding') as Translate,
    TC: i18n.getFixedT('TC', 'formBuilding') as Translate,
  };
  const setLimit = (key: keyof FieldLimits, raw: string) => {
    const limits: FieldLimits = { ...field.limits };
    if (raw.trim() === '') delete limits[key];
    else if (DATE_LIMITS.includes(key)) (limits as Record<string, unknown>)[key] = raw;
    else {
      const n = Number(raw);
      if (!Number.isFinite(n)) return;
      (limits as Record<string, unknown>)[key] = field.type === 'money' ? Math.round(n * 100) : n;
    }
    update({ limits });
  };
  const limitValue = (key: keyof FieldLimits) => {
    const v = field.limits[key];
    if (v === undefined) return '';
    return field.type === 'money' && typeof v === 'number' ? String(v / 100) : String(v);
  };
  const limitLabel = (key: keyof FieldLimits) =>
    field.type === 'money' && (key === 'min' || key === 'max') ? t(`props.${key}Money`) : t(`props.${key}`);
  const setOptions = (options: FieldOption[]) => update({ options });
  const options = field.options ?? [];

  return (
    <Stack gap="4" data-testid="field-properties" aria-label={t('props.title')}>
      <Text fontSize="sm" color="fg.muted">
        {t('props.id')}: <code>{field.id}</code>
      </Text>
      {problems.map((p, i) => (
        <Text key={i} role="alert" color="red.600" fontSize="sm">
          {t('answer.problem', { message: p.message })}
        </Text>
      ))}
      <LocalTextInputs
        legend={t('props.label')}
        name="label"
        value={field.label}
        disabled={!editable}
        onChange={(label) => update({ label })}
      />
      {field.type !== 'description' ? (
        <Checkbox.Root
          checked={field.required}
          disabled={!editable}
          onCheckedChange={(e) => update({ required: e.checked === true })}
        >
          <Checkbox.HiddenInput data-testid="prop-required" />
          <Checkbox.Control />
          <Checkbox.Label>{t('props.required')}</Checkbox.Label>
        </Checkbox.Root>
      ) : null}
      {field.type === 'description' ? (
        <LocalTextInputs
          legend={t('props.content')}
          name="content"
          multiline
          value={field.content ?? { cn: '', en: '', tc: '' }}
          disabled={!editable}
          onChange={(content) => update({ content })}
        />
      ) : (
        <LocalTextInputs
          legend={t('props.placeholder')}
          name="placeholder"
          value={field.placeholder ?? { cn: '', en: '', tc: '' }}
          disabled={!editable}
          onChange={(placeholder) =>
            update({ placeholder: LANG_KEYS.some((k) => placeholder[k] !== '') ? placeholder : undefined })
          }
        />
      )}
      {LIMITS_OF[field.type].length > 0 ? (
        <Group legend={t('props.limits')}>
          {LIMITS_OF[field.type].map((key) => (
            <Field.Root key={key} disabled={!editable}>
              <Field.Label>{limitLabel(key)}</Field.Label>
              <Input
                size="sm"
                type={DATE_LIMITS.includes(key) ? 'date' : 'number'}
                value={limitValue(key)}
                data-testid={`prop-limit-${key}`}
                onChange={(e) => setLimit(key, e.target.value)}
              />
            </Field.Root>
          ))}
        </Group>
      ) : null}
      {isChoice(field.type) ? (
        <Group legend={t('props.options')}>
          {options.map((option, i) => (
            <HStack key={i} align="end">
              <Field.Root disabled={!editable} flex="1">
                <Field.Label>{t('props.optionValue')}</Field.Label>
                <Input
                  size="sm"
                  value={option.value}
                  data-testid={`prop-option-${i}-value`}
                  onChange={(e) => setOptions(options.map((o, j) => (j === i ? { ...o, value: e.target.value } : o)))}
                />
              </Field.Root>
              {LANG_KEYS.map((k) => (
                <Field.Root key={k} disabled={!editable} flex="1">
                  <Field.Label>{t(`props.${k}`)}</Field.Label>
                  <Input
                    size="sm"
                    value={option.label[k]}
                    data-testid={`prop-option-${i}-${k}`}
                    onChange={(e) =>
                      setOptions(
                        options.map((o, j) => (j === i ? { ...o, label: { ...o.label, [k]: e.target.value } } : o)),
                      )
                    }
                  />
                </Field.Root>
              ))}
              <IconButton
                aria-label={t('props.removeOption', { n: i + 1 })}
                size="sm"
                variant="ghost"
                disabled={!editable || options.length <= 1}
                onClick={() => setOptions(options.filter((_, j) => j !== i))}
              >
                <MdDelete />
              </IconButton>
            </HStack>
          ))}
          <Button
            size="sm"
            variant="outline"
            disabled={!editable || options.length >= 100}
            onClick={() =>
              setOptions([
                ...options,
                {
                  value: nextOptionValue(options),
                  label: localText(fixed, 'props.optionLabel', { n: options.length + 1 }),
                },
              ])
            }
          >
            <MdAdd /> {t('props.addOption')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** `option_<n>` after the highest such value, so a new option never takes a used value. */
function nextOptionValue(options: readonly FieldOption[]): string {
  const max = Math.max(0, ...options.map((o) => Number(/^option_(\d+)$/.exec(o.value)?.[1] ?? 0)));
  return `option_${max + 1}`;
}

/** A titled group of inputs. */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box as="fieldset" borderWidth="1px" rounded="md" p="3">
      <Text as="legend" fontWeight="medium" px="1">
        {legend}
      </Text>
      <Stack gap="2">{children}</Stack>
    </Box>
  );
}

/** Three inputs for a LocalText (CN, EN, TC). */
function LocalTextInputs({
  legend,
  name,
  value,
  disabled,
  multiline = false,
  onChange,
}: {
  legend: string;
  name: string;
  value: LocalText;
  disabled: boolean;
  multiline?: boolean;
  onChange(next: LocalText): void;
}) {
  const { t } = useTranslation('formBuilding');
  return (
    <Group legend={legend}>
      {LANG_KEYS.map((k) => {
        const props = {
          size: 'sm' as const,
          value: value[k],
          'data-testid': `prop-${name}-${k}`,
          onChange: (e: { target: { value: string } }) => onChange({ ...value, [k]: e.target.value }),
        };
        return (
          <Field.Root key={k} disabled={disabled}>
            <Field.Label>
              {legend} · {t(`props.${k}`)}
            </Field.Label>
            {multiline ? <Textarea {...props} /> : <Input {...props} />}
          </Field.Root>
        );
      })}
    </Group>
  );
}
