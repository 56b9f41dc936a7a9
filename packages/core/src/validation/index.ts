export { defaultMessages, persianMessages, unknownFieldMessage } from './messages.ts';
export { type FileLike, failedRules, isEmptyValue, isFileLike } from './rules.ts';
export type * from './types.ts';
export { type ValidateOptions, validate } from './validate.ts';
