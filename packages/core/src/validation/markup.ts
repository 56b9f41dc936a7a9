/**
 * "Text is text": what a plain-text field refuses, and the shape of a stored image's path. Refused,
 * never stripped, so nothing a person typed changes silently.
 */

/**
 * A tag as the HTML tokenizer reads one: `<` then a letter (a start tag), `</` then a letter (an end
 * tag), `<!` (a comment or doctype) or `<?`. A start tag's name must be latin (every element that
 * runs or loads anything has one) and end (space, `/` or `>`): `a<b`, `a<b، …` and `قیمت < ۱۰۰`
 * are text, while `<b>`, `<svg/onload=…>` and `<img src=x …` are tags.
 */
const TAG = /<(?:[!?]|\/[a-z]|[a-z][a-z0-9-]*[\s/>])/i;
/** An event-handler attribute (`onerror=`, `onload =`) after a space, quote or slash, as inside a tag. */
const EVENT_HANDLER = /(?:^|[\s"'`/])on[a-z]+\s*=/i;
/**
 * A script URL: `javascript:` / `vbscript:` (also with `&colon;` or `&#58;` for the colon, and the
 * tabs and newlines browsers drop inside a scheme), or a `data:` URL of a type (`data:text/html,…`).
 */
const SCRIPT_URL =
  /\b(?:java|vb)script\s*(?::|&colon;|&#0*58;?|&#x0*3a;?)|\bdata\s*:\s*(?:[a-z]+\/[\w.+-]+|,)/i;

/** True when a plain text carries markup: an HTML tag, an event-handler attribute or a script URL. */
export function hasMarkup(text: string): boolean {
  // Browsers ignore tabs, newlines and NUL inside a URL's scheme (`java\nscript:`).
  const joined = text.replace(/[\t\n\r\0]/g, '');
  return TAG.test(text) || EVENT_HANDLER.test(text) || SCRIPT_URL.test(joined);
}

/** Whether a value (text, or a list or table of texts) carries markup anywhere; other values do not. */
export function valueHasMarkup(value: unknown): boolean {
  if (typeof value === 'string') return hasMarkup(value);
  if (Array.isArray(value)) return value.some(valueHasMarkup);
  return false;
}

/** Where this server serves what its upload endpoints store; an upload answers `{image: UPLOAD_PREFIX + key}`. */
export const UPLOAD_PREFIX = '/api/media/';

/**
 * The exact path an upload endpoint returns: `/api/media/<folder>[/<kind or id>]/<32 hex>.<type>`
 * (`/api/media/reference/brands/…`, `/api/media/content/sliders/…`, `/api/media/shippings/…`,
 * `/api/media/products/12/…`). No `..`, no `//`, no backslash, no other prefix.
 */
export const UPLOAD_PATH = /^\/api\/media\/(?:[a-z0-9_-]+\/){1,2}[0-9a-f]{32}\.(?:jpg|png|webp|gif|avif)$/;

/** An https URL of an image on another host: no credentials, no spaces or backslashes, a host name. */
const HTTPS_IMAGE = /^https:\/\/[a-z0-9.-]+(?::\d{1,5})?(?:\/[^\s\\]*)?$/i;

/**
 * Whether a stored image's value has an allowed shape: this server's upload path, or an https URL.
 * Given `hosts` (the server's allow-list), the URL's host must be one of them; without it (the web and
 * the CLI, which do not know the list) any host passes the shape check and the server decides.
 */
export function isImagePath(value: unknown, hosts?: readonly string[]): boolean {
  if (typeof value !== 'string') return false;
  if (UPLOAD_PATH.test(value)) return true;
  if (!HTTPS_IMAGE.test(value) || value.includes('..')) return false;
  if (!hosts) return true;
  const host = imageHost(value);
  return host !== null && hosts.some((allowed) => allowed.toLowerCase() === host);
}

/** The host name of an https URL, lower case, or null. */
function imageHost(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}
