import {
  type FieldDef,
  type FieldType,
  parsePrice,
  SETTING_DEFINITIONS,
  type SettingDef,
  type SettingType,
  settingRules,
} from '@shop-admin/core';

/** A settings row as GET admin/settings/{group} sends it. */
export interface SettingRow {
  id: number;
  group: string;
  label: string;
  name: string;
  type: string;
  value: string | null;
  options?: readonly { value: string; label: string }[] | null;
}

const FIELD_TYPES: Record<SettingType, FieldType> = {
  text: 'text',
  textarea: 'textarea',
  number: 'number',
  integer: 'number',
  price: 'price',
  boolean: 'boolean',
  image: 'image',
  select: 'select',
};

/**
 * The form field of a setting row: its type mapped to a widget, its rules from core's settingRules
 * (the type's rules merged with the key's own), so the web checks what the server checks.
 */
export function settingField(row: SettingRow): FieldDef {
  const type = (row.type in FIELD_TYPES ? row.type : 'text') as SettingType;
  const declared = SETTING_DEFINITIONS.find((def) => def.name === row.name);
  const def: SettingDef = declared
    ? { ...declared, type }
    : {
        name: row.name,
        group: row.group,
        label: row.label,
        type,
        value: '',
        ...(row.options ? { options: row.options } : {}),
      };
  const field: FieldDef = {
    name: row.name,
    label: row.label,
    type: FIELD_TYPES[type],
    rules: settingRules(def),
  };
  const options = row.options ?? declared?.options;
  if (options) field.options = options;
  return field;
}

/** The form value of a setting's stored text. */
export function settingValue(row: SettingRow): unknown {
  const text = row.value ?? '';
  if (row.type === 'boolean') return text === '1' || text === 'true';
  if (row.type === 'price') return parsePrice(text);
  return text;
}

/** The value PUT admin/settings takes for a form value: '1'/'0' for switches, text for the rest. */
export function settingOutgoing(row: SettingRow, value: unknown): string | number | null {
  if (row.type === 'boolean') return value === true ? '1' : '0';
  if (value === null || value === undefined) return null;
  return typeof value === 'number' ? value : String(value);
}
