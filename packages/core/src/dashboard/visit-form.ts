import { fieldList } from '../registry/resources/define.ts';

/**
 * What the storefront sends for one page view (POST /api/front/visits): the page's path on the shop,
 * starting with `/` (a query string may follow).
 */
export const visitFields = fieldList([
  {
    name: 'path',
    label: 'نشانی صفحه',
    type: 'text',
    rules: { required: true, max: 500, regex: /^\/\S*$/ },
    hint: 'مثل /product/12',
  },
]);
