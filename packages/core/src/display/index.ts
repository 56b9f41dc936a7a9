export {
  booleanText,
  type DisplayFormat,
  type DisplayTextOptions,
  dateText,
  displayText,
  moneyText,
  referenceText,
} from './display-text.ts';
export { type LabelledOption, optionLabel } from './option-label.ts';
export { type TextKind, textDigits, textKindOf } from './text-digits.ts';
export { type VarietyNameExtras, varietyDisplayName, varietyTitle } from './variety-name.ts';
