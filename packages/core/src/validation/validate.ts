import { normalizeIranMobile } from '../persian/iran-ids.ts';
import { defaultMessages, invalidItemMessage, persianMessages, unknownFieldMessage } from './messages.ts';
import { failedRules } from './rules.ts';
import type { FieldErrors, FieldRules, FieldSpec, MessageFor, ValidationResult } from './types.ts';

export interface ValidateOptions {
  /** 'en' gives SPEC.md's default '{field} is not valid.'; 'fa' (default) the Persian pack. */
  messages?: 'fa' | 'en' | MessageFor;
  /** For updates: fields absent from `values` are not checked at all (present ones are). */
  partial?: boolean;
  /** Report keys of `values` that no field declares (server input). */
  rejectUnknown?: boolean;
  /**
   * Hosts an image field's https URL may name (the server's `SHOP_IMAGE_HOSTS`). Absent (the web and
   * the CLI, which do not know the list) checks the URL's shape only.
   */
  imageHosts?: readonly string[];
}

/** Types whose text is markup by design: HTML (sanitised by the server), raw config text, passwords. */
const MARKUP_TYPES = new Set(['html', 'code', 'password']);
/** Types whose value is never text (a file, a list of rows checked item by item). */
const NOT_TEXT_TYPES = new Set(['rows', 'tree', 'boolean']);

/**
 * The rules a field's type implies, applied after its own so no declaration can turn them off: every
 * field whose type is not markup by design is plain text (no tags, event handlers or script URLs),
 * and an `image` field holds an image path (this server's upload path or an allowed https URL).
 */
export function typeRules(field: FieldSpec, options: Pick<ValidateOptions, 'imageHosts'> = {}): FieldRules {
  const type = field.type ?? 'text';
  if (type === 'image') return { image_path: options.imageHosts ?? true };
  if (MARKUP_TYPES.has(type) || NOT_TEXT_TYPES.has(type)) return {};
  return { plain_text: true };
}

/** A field's own rules, then its type's. */
const rulesOf = (field: FieldSpec, options: ValidateOptions): FieldRules => ({
  ...field.rules,
  ...typeRules(field, options),
});

/**
 * The value a field's rules read: a mobile written any way staff paste it (`+98 912 123 4567`,
 * `0912-123-4567`, any digit script) as it is stored (`09121234567`); anything else as given.
 */
function ruleValue(field: FieldSpec, value: unknown): unknown {
  if (field.type === 'mobile' && typeof value === 'string') return normalizeIranMobile(value) ?? value;
  return value;
}

/**
 * Validates a values object against field declarations. The one validator of the project: web
 * forms, CLI rows and the server's input all call it, so a rule is written once.
 */
export function validate(
  values: Record<string, unknown>,
  fields: readonly FieldSpec[],
  options: ValidateOptions = {},
): ValidationResult {
  const messageFor = resolveMessages(options.messages ?? 'fa');
  const errors: FieldErrors = {};
  for (const field of fields) {
    if (options.partial && !Object.hasOwn(values, field.name)) continue;
    const rules = rulesOf(field, options);
    const failed = failedRules(ruleValue(field, values[field.name]), rules, values, field.name);
    if (failed.length > 0) {
      errors[field.name] = failed.map((rule) => messageFor(rule, field, rules[rule]));
    }
  }
  for (const field of fields) {
    if (field.items && Array.isArray(values[field.name])) {
      Object.assign(errors, validateItems(values[field.name] as unknown[], field, messageFor, options));
    }
  }
  if (options.rejectUnknown) {
    const known = new Set(fields.map((field) => field.name));
    for (const key of Object.keys(values)) {
      if (!known.has(key) && !isConfirmationOf(key, fields)) errors[key] = [unknownFieldMessage(key)];
    }
  }
  return { valid: Object.keys(errors).length === 0, errors };
}

/** Each item of a list of objects against the field's `items`, errors under `name.index.field`. */
function validateItems(
  list: readonly unknown[],
  field: FieldSpec,
  messageFor: MessageFor,
  options: ValidateOptions,
): FieldErrors {
  const errors: FieldErrors = {};
  list.forEach((item, index) => {
    const prefix = `${field.name}.${index}`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      errors[prefix] = [invalidItemMessage(field.label, index)];
      return;
    }
    const nested = validate(item as Record<string, unknown>, field.items ?? [], {
      messages: messageFor,
      rejectUnknown: options.rejectUnknown,
      ...(options.imageHosts ? { imageHosts: options.imageHosts } : {}),
    });
    for (const [key, messages] of Object.entries(nested.errors)) errors[`${prefix}.${key}`] = messages;
  });
  return errors;
}

function resolveMessages(messages: 'fa' | 'en' | MessageFor): MessageFor {
  if (messages === 'fa') return persianMessages;
  if (messages === 'en') return defaultMessages;
  return messages;
}

/** `password_confirmation` belongs to a field with `confirmed`, not an unknown key. */
function isConfirmationOf(key: string, fields: readonly FieldSpec[]): boolean {
  return fields.some((field) => {
    const confirmed = field.rules?.confirmed;
    return confirmed === true ? key === `${field.name}_confirmation` : confirmed === key;
  });
}
