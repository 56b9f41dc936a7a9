/**
 * The colour picker's preset swatches (SPEC.md §9: 16 preset colours).
 */

/** One preset swatch: its Persian name and lower-case `#rrggbb` hex. */
export interface PresetColor {
  readonly name: string;
  readonly hex: string;
}

/** The 16 preset colours, dark to light greys first, then the hues around the wheel. */
export const PRESET_COLORS: readonly PresetColor[] = Object.freeze(
  [
    { name: 'سیاه', hex: '#000000' },
    { name: 'خاکستری تیره', hex: '#4b5563' },
    { name: 'خاکستری', hex: '#9ca3af' },
    { name: 'سفید', hex: '#ffffff' },
    { name: 'قرمز', hex: '#dc2626' },
    { name: 'نارنجی', hex: '#f97316' },
    { name: 'زرد', hex: '#facc15' },
    { name: 'سبز', hex: '#16a34a' },
    { name: 'سبزآبی', hex: '#0d9488' },
    { name: 'فیروزه‌ای', hex: '#06b6d4' },
    { name: 'آبی', hex: '#2563eb' },
    { name: 'سرمه‌ای', hex: '#1e3a8a' },
    { name: 'بنفش', hex: '#7c3aed' },
    { name: 'صورتی', hex: '#ec4899' },
    { name: 'قهوه‌ای', hex: '#78350f' },
    { name: 'کرم', hex: '#f5f5dc' },
  ].map((color) => Object.freeze(color)),
);
