export { Field } from './Field';
export { ErrorSummary } from './ErrorSummary';
export type { SummaryError } from './ErrorSummary';
export { FormStatus } from './FormStatus';
export { useSubmit } from './use-submit';
export type { SubmitStatus } from './use-submit';
export { summaryErrors, useFormFields } from './use-form-fields';
