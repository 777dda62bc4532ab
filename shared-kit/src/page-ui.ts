// Issue 16: `@teachmarket/shared-kit/page-ui`, the UI parts of pages outside the first views every visitor
// sees (the forms of the shell's account pages and of the cabinet, the cabinet's QueryView), as a shared
// module of its own like page-api: home, search, material, author and cart never load it. Only modules
// without state of their own belong here (a copy of a store or a context would not be the shell's):
// FormStatus (announce) and useSubmit stay on the main entry, the material page's forms use them.
// From their files, not ui/form's index (which FormStatus, with the announce store, is part of).
export { ErrorSummary } from './ui/form/ErrorSummary';
export type { SummaryError } from './ui/form/ErrorSummary';
export { Field } from './ui/form/Field';
export { summaryErrors, useFormFields } from './ui/form/use-form-fields';
export { QueryView } from './ui/QueryView';
