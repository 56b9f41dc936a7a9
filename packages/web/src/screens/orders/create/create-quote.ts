import { isApiError } from '@shop-admin/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../app/services-context.tsx';
import { useDebounced } from '../../../widgets/use-debounced.ts';
import {
  type CreateErrors,
  createErrorsOf,
  NO_ERRORS,
  type OrderQuote,
  type QuoteRequest,
  quoteBody,
} from './create-model.ts';

/** A pause after the last change (a typed coupon, a quantity) before the quote is asked again. */
const QUOTE_DEBOUNCE_MS = 300;

/**
 * The server's quote of the order as it stands (POST admin/orders/quote), asked again after each
 * change: `quote` only when it prices the form as it is now; `pending` while one is on its way;
 * `errors` the refusals placing would answer (a coupon below its minimum, a draft product …), on
 * their parts of the form.
 */
export function useOrderQuote(request: QuoteRequest): {
  quote: OrderQuote | undefined;
  pending: boolean;
  errors: CreateErrors;
} {
  const { api } = useServices();
  const body = quoteBody(request);
  const key = body ? JSON.stringify(body) : null;
  const settled = useDebounced(key, QUOTE_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['order-quote', settled],
    enabled: settled !== null,
    retry: false,
    staleTime: 0,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (await api.post<{ quote: OrderQuote }>('admin/orders/quote', JSON.parse(settled ?? '{}'), { signal }))
        .quote,
  });
  const answered = key !== null && key === settled && !query.isPlaceholderData && !query.isFetching;
  if (!answered) return { quote: undefined, pending: key !== null, errors: NO_ERRORS };
  if (query.isError) {
    return {
      quote: undefined,
      pending: false,
      errors: isApiError(query.error)
        ? createErrorsOf(query.error, request.lines)
        : { fields: { form: 'محاسبه مبلغ سفارش ناموفق بود؛ دوباره تلاش کنید.' }, lines: new Map() },
    };
  }
  return { quote: query.data, pending: false, errors: NO_ERRORS };
}
