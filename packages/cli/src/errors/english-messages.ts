import type { FieldDef, MessageFor, RuleName } from '@shop-admin/core/base';

type Describe = (name: string, param: unknown, list: boolean) => string;

const units = (list: boolean) => (list ? 'items' : 'characters');

/** English wording of core's rules, for the CLI's machine-readable errors (core's `validate` decides). */
const ENGLISH: Record<RuleName, Describe> = {
  required: (n) => `${n} is required.`,
  min: (n, p, list) => `${n} must have at least ${p} ${units(list)}.`,
  max: (n, p, list) => `${n} must have at most ${p} ${units(list)}.`,
  email: (n) => `${n} must be an email address.`,
  regex: (n) => `${n} has the wrong format.`,
  min_value: (n, p) => `${n} must be ${p} or more.`,
  max_value: (n, p) => `${n} must be ${p} or less.`,
  numeric: (n) => `${n} must be a number.`,
  integer: (n) => `${n} must be a whole number.`,
  digits: (n, p) => `${n} must be exactly ${p} digits.`,
  confirmed: (n) => `${n} does not match its confirmation.`,
  image: (n) => `${n} must be an image.`,
  size: (n, p) => `${n} must be at most ${p} KB.`,
  in: (n, p) => `${n} must be one of: ${Array.isArray(p) ? p.join(', ') : String(p)}.`,
  national_code: (n) => `${n} is not a valid Iranian national code (check digit).`,
  card_number: (n) => `${n} is not a valid 16-digit card number (Luhn check).`,
  plain_text: (n) =>
    `${n} must be plain text: HTML tags, on…= handlers and javascript:/data: URLs are refused.`,
  image_path: (n) =>
    `${n} must be an upload path of this shop (/api/media/…) or an https URL of an allowed host.`,
};

/** A message pack for core's `validate`: English, naming the field by its key. */
export const englishMessages: MessageFor = (rule, field, param) => {
  const type = (field as Partial<FieldDef>).type;
  return ENGLISH[rule](field.name, param, type === 'multiselect' || type === 'rows');
};
