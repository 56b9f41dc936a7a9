import type { FieldDef, ResourceDef } from './types.ts';

/**
 * The fields a create takes (everything writable) or an update takes (no create-only fields such as
 * a password): what the server validates, the web's form shows and the CLI sends.
 */
export const writableFields = <F extends string>(
  resource: ResourceDef<F>,
  mode: 'create' | 'update',
): FieldDef<F>[] =>
  resource.fields.filter((field) => !field.readOnly && (mode === 'create' || !field.createOnly));
