export { notificationKind, parseNotification } from './parse-notification.ts';
export { NOTIFICATION_TITLES } from './titles.ts';
export type { NotificationKind, ParsedNotification, RawNotification } from './types.ts';
