import { type Page, pageWindow, toPersianDigits } from '@shop-admin/core';

/** Page buttons from core's pageWindow (window 0: every page), with the "from–to of total" summary. */
export function Pagination({ page, onPage }: { page: Page<unknown>; onPage: (page: number) => void }) {
  const summary =
    page.from === null
      ? null
      : `${toPersianDigits(page.from)} تا ${toPersianDigits(page.to ?? page.from)} از ${toPersianDigits(page.total)}`;
  return (
    <nav className="pagination" aria-label="صفحه‌بندی">
      {summary ? <span className="pagination__summary">{summary}</span> : null}
      {page.lastPage > 1 ? (
        <ul>
          <li>
            <button
              type="button"
              disabled={page.currentPage <= 1}
              onClick={() => onPage(page.currentPage - 1)}
            >
              قبلی
            </button>
          </li>
          {pageWindow(page.currentPage, page.lastPage).map((item, index) =>
            item === 'gap' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
              <li key={`gap-${index}`} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item}>
                <button
                  type="button"
                  aria-current={item === page.currentPage ? 'page' : undefined}
                  aria-label={`صفحه ${toPersianDigits(item)}`}
                  onClick={() => onPage(item)}
                >
                  {toPersianDigits(item)}
                </button>
              </li>
            ),
          )}
          <li>
            <button
              type="button"
              disabled={page.currentPage >= page.lastPage}
              onClick={() => onPage(page.currentPage + 1)}
            >
              بعدی
            </button>
          </li>
        </ul>
      ) : null}
    </nav>
  );
}
