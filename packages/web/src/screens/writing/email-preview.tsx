/**
 * A newsletter as its email will look: right to left, Persian, the sanitised HTML rendered (never its
 * tags). The HTML is what the editor produced or what the server stored after sanitising it.
 */
export function EmailPreview({ title, body }: { title: string; body: string }) {
  return (
    <figure className="email-preview" aria-label="پیش‌نمایش ایمیل">
      <figcaption className="email-preview__subject">
        <span className="muted">موضوع:</span> {title || <span className="muted">بدون عنوان</span>}
      </figcaption>
      {body ? (
        <div
          className="email-preview__body"
          dir="rtl"
          lang="fa"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML (editor schema / server sanitiser)
          dangerouslySetInnerHTML={{ __html: body }}
        />
      ) : (
        <p className="email-preview__body muted">متن خبرنامه هنوز خالی است.</p>
      )}
    </figure>
  );
}
