/** A Laravel database notification as admin/home and admin/notifications return it. */
export interface RawNotification {
  id: string;
  type: string;
  /** An object, or the same object as a JSON string. */
  data: unknown;
  read_at: string | null;
  created_at: string;
}

/** What a notification is about; decides its title and link. */
export type NotificationKind = 'product_unavailable' | 'order' | 'other';

/** A notification ready to show. */
export interface ParsedNotification {
  id: string;
  /** The server's type text, unchanged. */
  type: string;
  kind: NotificationKind;
  /** Persian title from NOTIFICATION_TITLES. */
  title: string;
  /** `data.description`, the raw text when data was unreadable JSON, or ''. */
  description: string;
  /** Admin route to open, or null when there is nothing to open. */
  link: string | null;
  productId?: number;
  orderId?: number;
  /** True when read_at is set. */
  read: boolean;
  readAt: string | null;
  createdAt: string;
}
