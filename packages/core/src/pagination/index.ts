export {
  type LaravelPage,
  type LaravelPlainPage,
  type LaravelResourcePage,
  normalizeLaravelPage,
  type Page,
} from './laravel-page.ts';
export { type PageWindowItem, pageWindow } from './page-window.ts';
