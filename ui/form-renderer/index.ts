/**
 * Forms at run time: the form of a definition to fill ({@link FormRenderer}, validated by the
 * same schema as the server's check), the read-only view of submitted values
 * ({@link FormValuesView}), and money's yuan ↔ cents conversion.
 */
export { FormRenderer, type FormRendererProps } from './form-renderer';
export { FormValuesView, type FormValuesViewProps } from './form-values-view';
export { FieldInput, type FieldInputProps } from './field-inputs';
export { centsToYuan, yuanToCents } from './money';
