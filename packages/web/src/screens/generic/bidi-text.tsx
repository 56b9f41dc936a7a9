import type { ReactNode } from 'react';

// A run of Latin letters, digits and the punctuation of codes, emails and colours (#1e88e5, order_manager).
const LATIN_RUN = /([A-Za-z0-9#@][A-Za-z0-9#@._\-/:+]*)/;

/**
 * Persian text with its Latin runs isolated in <bdi dir="ltr">, so `مثل #1e88e5` does not come out
 * as `1e88e5# مثل` (declaration hints mix both).
 */
export function BidiText({ text }: { text: string }): ReactNode {
  const parts = text.split(LATIN_RUN);
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never move
      <bdi key={index} dir="ltr">
        {part}
      </bdi>
    ) : (
      part
    ),
  );
}
