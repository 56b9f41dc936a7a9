export * from './auth.ts';
export * from './catalogue-merchandising.ts';
export * from './catalogue-products.ts';
export * from './catalogue-reference.ts';
export * from './contacts.ts';
export * from './notifications.ts';
export * from './settings.ts';
