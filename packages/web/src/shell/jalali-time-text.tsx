import { formatJalali } from '@shop-admin/core';

/** A server time shown as a Jalali date and time in Tehran (core's formatJalali), or nothing when unreadable. */
export function JalaliTimeText({
  value,
  pattern = 'YYYY/MM/DD HH:mm',
}: {
  value: string | null | undefined;
  pattern?: string;
}) {
  if (!value) return null;
  let text: string;
  try {
    text = formatJalali(value, pattern);
  } catch {
    return null;
  }
  return (
    <time dateTime={value} className="jalali-time">
      {text}
    </time>
  );
}
