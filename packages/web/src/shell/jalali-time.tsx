import { lazy, Suspense } from 'react';

// The Jalali calendar code is a chunk of its own: only the bell's and the contacts' popovers show
// times in the shell, and they load it when first opened.
const JalaliTimeText = lazy(() =>
  import('./jalali-time-text.tsx').then((m) => ({ default: m.JalaliTimeText })),
);

/** A server time shown as a Jalali date and time in Tehran (see JalaliTimeText), loaded on first use. */
export function JalaliTime(props: { value: string | null | undefined; pattern?: string }) {
  if (!props.value) return null;
  return (
    <Suspense fallback={null}>
      <JalaliTimeText {...props} />
    </Suspense>
  );
}
