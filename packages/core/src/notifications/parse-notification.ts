import { toPersianDigits } from '../persian/digits.ts';
import { NOTIFICATION_TITLES } from './titles.ts';
import type { NotificationKind, ParsedNotification, RawNotification } from './types.ts';

type Fields = Record<string, unknown>;

function asRecord(value: unknown): Fields | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : null;
}

/** The data object and, when the data was text that is not a JSON object, that text. */
function readData(data: unknown): { fields: Fields; text: string } {
  let value = data;
  // Laravel sometimes stores the JSON encoded twice; two decodings cover it.
  for (let round = 0; round < 2 && typeof value === 'string'; round++) {
    try {
      value = JSON.parse(value);
    } catch {
      break;
    }
  }
  const fields = asRecord(value);
  if (fields !== null) return { fields, text: '' };
  if (typeof value === 'string') return { fields: {}, text: value.trim() };
  return { fields: {}, text: typeof data === 'string' ? data.trim() : '' };
}

function readId(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) {
    const id = Number(value);
    if (Number.isSafeInteger(id) && id > 0) return id;
  }
  return undefined;
}

/**
 * The kind of a notification type. Product: the type text contains `ProductUnavailableNotification`
 * (Shopit stores the bare class name, Laravel's default is the full class name). Order: the type is
 * `order` in any case (what Shopit stores), or its class name, after the last backslash, matches
 * `…Order…Notification` (e.g. `App\Notifications\NewOrderForAdminNotification`). Anything else: other.
 */
export function notificationKind(type: string): NotificationKind {
  if (type.includes('ProductUnavailableNotification')) return 'product_unavailable';
  if (type.trim().toLowerCase() === 'order') return 'order';
  const className = type.slice(type.lastIndexOf('\\') + 1);
  return /Order\w*Notification$/.test(className) ? 'order' : 'other';
}

/**
 * Turns a raw notification into one ready to show: kind, Persian title, description and link
 * (`/admin/products/edit/{product_id}`, `/admin/order/{order_id}`, or null when the id is missing or
 * the kind is unknown). Never throws, whatever the data holds.
 */
export function parseNotification(raw: RawNotification): ParsedNotification {
  const source = asRecord(raw) ?? {};
  const type = typeof source.type === 'string' ? source.type : '';
  const { fields, text } = readData(source.data);
  const kind = notificationKind(type);
  const productId = readId(fields.product_id);
  const orderId = readId(fields.order_id);
  const readAt = typeof source.read_at === 'string' && source.read_at !== '' ? source.read_at : null;

  let title: string = NOTIFICATION_TITLES.generic;
  let link: string | null = null;
  if (kind === 'product_unavailable') {
    title = NOTIFICATION_TITLES.productUnavailable;
    if (productId !== undefined) link = `/admin/products/edit/${productId}`;
  } else if (kind === 'order') {
    title = NOTIFICATION_TITLES.order;
    if (orderId !== undefined) link = `/admin/order/${orderId}`;
  }

  const id = source.id;
  return {
    id: typeof id === 'string' ? id : typeof id === 'number' ? String(id) : '',
    type,
    kind,
    title,
    // Staff read every number of a notification in Persian digits (a product title's size, a count).
    description: toPersianDigits(typeof fields.description === 'string' ? fields.description : text),
    link,
    ...(productId === undefined ? {} : { productId }),
    ...(orderId === undefined ? {} : { orderId }),
    read: readAt !== null,
    readAt,
    createdAt: typeof source.created_at === 'string' ? source.created_at : '',
  };
}
