export * from './auth.ts';
export * from './contacts.ts';
export * from './notifications.ts';
export * from './settings.ts';
