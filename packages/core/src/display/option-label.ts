/** An option of a select as declared (`{value, label}`), or a reference's choice. */
export interface LabelledOption {
  value: string | number | boolean;
  label: string;
}

/**
 * The label of `value` among `options`, compared as text (a select's `1` matches the stored `'1'`);
 * undefined when no option has that value or there are no options.
 */
export function optionLabel(
  options: readonly LabelledOption[] | null | undefined,
  value: unknown,
): string | undefined {
  if (!options || value === null || value === undefined) return undefined;
  const text = String(value);
  return options.find((option) => String(option.value) === text)?.label;
}
