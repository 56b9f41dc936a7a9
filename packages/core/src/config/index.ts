export { getConfig } from './get-config.ts';
