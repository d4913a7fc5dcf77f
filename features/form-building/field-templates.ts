/**
 * What the form designer's palette offers (spec §2 /building): the field types in the
 * palette's order with their icons, the limits that apply to each type
 * (platform/forms/form-definition.ts FieldLimits), and a new field of a type, labelled in
 * the three languages.
 */
import type { IconType } from 'react-icons';
import {
  MdAttachFile,
  MdCheckBox,
  MdDateRange,
  MdEvent,
  MdNotes,
  MdPayments,
  MdPerson,
  MdPin,
  MdRadioButtonChecked,
  MdShortText,
  MdAccountTree,
  MdInfoOutline,
} from 'react-icons/md';
import type { FieldLimits, FieldType, LocalText } from '../../platform/forms/form-definition';
import type { NewField } from '../../machines/form-designer.machine';

/** The palette: every field type, in the order offered, with its icon. */
export const FIELD_PALETTE: readonly { type: FieldType; icon: IconType }[] = [
  { type: 'text', icon: MdShortText },
  { type: 'textarea', icon: MdNotes },
  { type: 'number', icon: MdPin },
  { type: 'money', icon: MdPayments },
  { type: 'date', icon: MdEvent },
  { type: 'dateRange', icon: MdDateRange },
  { type: 'singleChoice', icon: MdRadioButtonChecked },
  { type: 'multiChoice', icon: MdCheckBox },
  { type: 'user', icon: MdPerson },
  { type: 'org', icon: MdAccountTree },
  { type: 'attachment', icon: MdAttachFile },
  { type: 'description', icon: MdInfoOutline },
];

/** The icon of a field type. */
export function fieldIcon(type: FieldType): IconType {
  return FIELD_PALETTE.find((p) => p.type === type)?.icon ?? MdShortText;
}

/** The limits a field type may carry (FieldLimits says which applies to which type). */
export const LIMITS_OF: Record<FieldType, readonly (keyof FieldLimits)[]> = {
  text: ['minLength', 'maxLength'],
  textarea: ['minLength', 'maxLength'],
  number: ['min', 'max', 'precision'],
  money: ['min', 'max'],
  date: ['minDate', 'maxDate'],
  dateRange: ['minDate', 'maxDate'],
  singleChoice: [],
  multiChoice: ['maxCount'],
  user: [],
  org: [],
  attachment: ['maxCount'],
  description: [],
};

/** Whether a type's field holds choices (an options editor). */
export const isChoice = (type: FieldType) => type === 'singleChoice' || type === 'multiChoice';

/** Translates a key of the `formBuilding` namespace in one language. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A text in the three languages from a key of the `formBuilding` namespace. */
export function localText(t: { CN: Translate; EN: Translate; TC: Translate }, key: string, options = {}): LocalText {
  return { cn: t.CN(key, options), en: t.EN(key, options), tc: t.TC(key, options) };
}

/**
 * A new field of `type` as the palette adds it: labelled with the type's name, optional,
 * no limits; choice fields with two options (`option_1`, `option_2`), a description field
 * with its type's name as its text.
 */
export function newField(type: FieldType, t: { CN: Translate; EN: Translate; TC: Translate }): NewField {
  const field: NewField = { type, label: localText(t, `types.${type}`), required: false, limits: {} };
  if (isChoice(type)) {
    field.options = [1, 2].map((n) => ({ value: `option_${n}`, label: localText(t, 'props.optionLabel', { n }) }));
  }
  if (type === 'description') field.content = localText(t, 'types.description');
  return field;
}
