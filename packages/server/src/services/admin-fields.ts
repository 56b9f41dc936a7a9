import { type FieldDef, getResource } from '@shop-admin/core';

const PROFILE = new Set(['name', 'username', 'email', 'mobile']);

function adminFields(): readonly FieldDef[] {
  const resource = getResource('admins');
  if (!resource) throw new Error('core declares no admins resource');
  return resource.fields;
}

/** What an admin may change of their own profile: the admins resource's identity fields. */
export const adminProfileFields: readonly FieldDef[] = adminFields().filter((field) =>
  PROFILE.has(field.name),
);

/** A password change: the admins resource's password field, required and confirmed. */
export const passwordChangeFields: readonly FieldDef[] = adminFields()
  .filter((field) => field.name === 'password')
  .map((field) => ({
    ...field,
    createOnly: false,
    rules: { ...field.rules, required: true, confirmed: true },
  }));
