/**
 * Fields of an order form shared by the back office's meeting service orders and the conference
 * centre's booking form: catalogue quantities and business-dictionary choices.
 */
export {
  QuantityFields,
  quantityList,
  quantityLines,
  quantityOf,
  MAX_QUANTITY,
  type PricedOption,
  type Quantities,
  type QuantityFieldsProps,
} from './quantities';
export {
  DictionarySelect,
  CodeCheckboxes,
  toggleCode,
  type ChoiceOption,
  type DictionarySelectProps,
  type CodeCheckboxesProps,
} from './choice-fields';
