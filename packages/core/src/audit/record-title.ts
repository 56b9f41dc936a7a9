/** Keys that name a record, first found wins. */
const TITLE_KEYS = ['title', 'name', 'label', 'full_name', 'subject', 'code', 'email', 'mobile'] as const;

const objectOf = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** The name of a logged record from its values after (or else before) the change, or null. */
export function auditRecordTitle(before: unknown, after: unknown): string | null {
  for (const values of [objectOf(after), objectOf(before)]) {
    if (!values) continue;
    for (const key of TITLE_KEYS) {
      const value = values[key];
      if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number')
        return String(value);
    }
  }
  return null;
}
