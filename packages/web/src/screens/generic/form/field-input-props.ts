import type { FieldDef } from '@shop-admin/core';

/** What every field input takes: its declaration, value, change handler and accessibility ids. */
export interface FieldInputProps {
  field: FieldDef;
  value: unknown;
  onChange: (value: unknown) => void;
  id: string;
  describedBy?: string | undefined;
  invalid: boolean;
  /** Errors of the whole form, for fields whose items carry their own (`products.0.id`). */
  errors?: Readonly<Record<string, readonly string[]>>;
  disabled?: boolean;
  /** Where an image field's file is uploaded at once (`admin/<kind>/image`), answering its path. */
  uploadPath?: string | undefined;
}
