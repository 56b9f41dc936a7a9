import { isApiError } from '@shop-admin/core';
import { useState } from 'react';
import { useServices } from '../../app/services-context.tsx';

/** Field errors by field name, as the server's 422 names them. */
export type PanelErrors = Record<string, readonly string[]>;

/** The link of an item as stored (a typed link or a linkable record), for a form's first state. */
export function linkOf(
  item:
    | ({ id: number } & Partial<Record<'link' | 'linkable_type' | 'linkable_id', unknown>>)
    | null
    | undefined,
) {
  return {
    link: (item?.link as string | null | undefined) ?? null,
    linkable_type: (item?.linkable_type as string | null | undefined) ?? null,
    linkable_id: (item?.linkable_id as number | null | undefined) ?? null,
  };
}

/**
 * The save of a tree screen's in-place panel (menu item, slide, banner): checks what the form says is
 * missing, sends the request, toasts the server's message (or `done`), and on a 422 puts the server's
 * errors on their fields.
 */
export function usePanelSave(done: string, onSaved: () => void) {
  const { toasts } = useServices();
  const [errors, setErrors] = useState<PanelErrors>({});
  const [saving, setSaving] = useState(false);
  const save = async (missing: PanelErrors, send: () => Promise<{ message?: string }>) => {
    if (Object.keys(missing).length) {
      setErrors(missing);
      return;
    }
    setSaving(true);
    try {
      const answer = await send();
      toasts.show(answer.message || done, { kind: 'success' });
      onSaved();
    } catch (error) {
      if (isApiError(error)) setErrors(error.fieldErrors);
      toasts.show(isApiError(error) ? error.message : 'ذخیره نشد؛ دوباره تلاش کنید.', { kind: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return { errors, saving, save };
}
