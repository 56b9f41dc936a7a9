import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor.tsx';

const RichTextEditor = lazy(() =>
  import('./rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

/**
 * The one rich-text input of the admin (products, posts, pages, newsletters, answers): the TipTap
 * editor loaded as its own chunk the first time a form shows an HTML field, so neither the shell nor
 * the generic screens carry it.
 */
export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="rich-text rich-text--loading" role="status">
          در حال بارگذاری ویرایشگر…
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
