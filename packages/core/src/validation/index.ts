export {
  hasMarkup,
  isImagePath,
  UPLOAD_PATH,
  UPLOAD_PREFIX,
  valueHasMarkup,
} from './markup.ts';
export { defaultMessages, persianMessages, unknownFieldMessage } from './messages.ts';
export { type FileLike, failedRules, isEmptyValue, isFileLike } from './rules.ts';
export type * from './types.ts';
export { typeRules, type ValidateOptions, validate } from './validate.ts';
