export type { Store } from './create-store.ts';
export { createStore } from './create-store.ts';
