/** The keys of Laravel 8's LengthAwarePaginator JSON, sorted: every list must answer exactly these. */
export const LARAVEL_PAGINATOR_KEYS = [
  'current_page',
  'data',
  'first_page_url',
  'from',
  'last_page',
  'last_page_url',
  'links',
  'next_page_url',
  'path',
  'per_page',
  'prev_page_url',
  'to',
  'total',
];
