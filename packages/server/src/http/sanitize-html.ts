import sanitizeHtml from 'sanitize-html';

/**
 * What an `html` field (a product description, a post, a page, an FAQ answer) may keep: the formatting a rich-text editor produces (paragraphs,
 * headings, lists, emphasis, links, images, tables, quotes). Everything else goes: scripts, styles,
 * event handlers, iframes, forms, `javascript:` and `data:` URLs. sanitize-html parses the HTML with
 * htmlparser2 and rebuilds it from this allow-list, so broken or hostile markup cannot smuggle a tag
 * through (a hand-written regex cannot promise that; DOMPurify would need a DOM such as jsdom here).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'small',
    'span',
    'div',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    '*': ['dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab must not hand the shop's window to the other site.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

/** Editor HTML made safe to show on the storefront and in the admin: the one sanitiser of every `html` field. */
export function sanitizeEditorHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
