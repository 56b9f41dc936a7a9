/**
 * Validation rules as they appear on a field declaration (SPEC.md §5: taken from input attributes,
 * plus the Persian pack's generic rules). One declaration feeds web forms, CLI rows and server input.
 */
export interface FieldRules {
  /** A value must be present (not undefined, null, '' or an empty list). */
  required?: boolean;
  /** Minimum length in characters (strings) or items (lists). */
  min?: number;
  /** Maximum length in characters (strings) or items (lists). */
  max?: number;
  email?: boolean;
  /** A pattern the whole value must match; strings are compiled with the `u` flag. */
  regex?: string | RegExp;
  /** Smallest numeric value (any digit script accepted). */
  min_value?: number;
  /** Largest numeric value (any digit script accepted). */
  max_value?: number;
  numeric?: boolean;
  integer?: boolean;
  /** Exactly this many digits (any digit script). */
  digits?: number;
  /** Must equal another field; true means `<field>_confirmation`. */
  confirmed?: boolean | string;
  /** A file whose type is an image (by MIME type or, lacking that, by name). */
  image?: boolean;
  /** A file of at most this many kilobytes. */
  size?: number;
  /** One of these values. */
  in?: readonly (string | number)[];
  /** An Iranian national code (کد ملی) whose check digit is right (any digit script). */
  national_code?: boolean;
  /** A 16-digit bank card number that passes the Luhn check (any digit script, spaces or dashes). */
  card_number?: boolean;
  /**
   * Text only: no HTML tag, event-handler attribute or `javascript:`/`data:` URL (see markup.ts).
   * Implied by the field's type for every field not declared `html` or `code` (see `typeRules`).
   */
  plain_text?: boolean;
  /**
   * A stored image's path: this server's upload path or an https URL; a list of hosts also limits the
   * URL's host (the server's allow-list). Implied by the `image` type.
   */
  image_path?: boolean | readonly string[];
}

export type RuleName = keyof FieldRules;

/** What `validate` needs to know of a field. */
export interface FieldSpec {
  /** Key in the values object. */
  name: string;
  /** Persian label, used by the Persian message pack. */
  label: string;
  /**
   * How the value is typed (the registry's FieldType). It implies rules: text of any type but `html`,
   * `code` and `password` refuses markup; `image` must be an image path. Absent means plain text.
   */
  type?: string;
  rules?: FieldRules;
  /**
   * For a list of objects (a flash sale's products, an attribute's edited values): the fields of
   * each item. Errors come back Laravel-style under `<name>.<index>.<item field>`.
   */
  items?: readonly FieldSpec[];
}

/** Field name → messages, the shape of a Laravel 422 `errors` object. */
export type FieldErrors = Record<string, string[]>;

export interface ValidationResult {
  valid: boolean;
  errors: FieldErrors;
}

/** Builds the message for one failed rule. */
export type MessageFor = (rule: RuleName, field: FieldSpec, param: unknown) => string;
