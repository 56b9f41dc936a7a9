import { isApiError } from '@shop-admin/core';
import { useState } from 'react';
import { useServices } from '../../app/services-context.tsx';

type Errors = Record<string, readonly string[]>;

/**
 * One server action of a writing screen: busy while it runs, the server's Persian message as a toast
 * on success, its field errors and message (shown in an alert) on failure.
 */
export function useSubmit() {
  const { toasts } = useServices();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const run = async <T>(action: () => Promise<{ message: string; data: T }>, fallback: string) => {
    if (busy) return null;
    setBusy(true);
    setGeneral(null);
    try {
      const answer = await action();
      setErrors({});
      toasts.show(answer.message || fallback, { kind: 'success' });
      return answer.data;
    } catch (error) {
      const message = isApiError(error) ? error.message : 'انجام نشد؛ دوباره تلاش کنید.';
      setErrors(isApiError(error) ? error.fieldErrors : {});
      setGeneral(message);
      toasts.show(message, { kind: 'error' });
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, general, setErrors, run };
}
