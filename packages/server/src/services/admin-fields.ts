import { type FieldDef, resourceNamed } from '@shop-admin/core';

const PROFILE = new Set(['name', 'username', 'email', 'mobile']);

const adminFields = (): readonly FieldDef[] => resourceNamed('admins').fields;

/** What an admin may change of their own profile: the admins resource's identity fields. */
export const adminProfileFields: readonly FieldDef[] = adminFields().filter((field) =>
  PROFILE.has(field.name),
);
