export { compactPersian, latinKeysToPersian, normalizePersian } from './normalize.ts';
