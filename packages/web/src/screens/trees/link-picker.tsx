import { normalizePersian, toPersianDigits } from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { useDebounced } from '../../widgets/use-debounced.ts';

/** Where a menu item, slide or banner points: a typed link, or a record of a linkable type. */
export interface LinkValue {
  link: string | null;
  linkable_type: string | null;
  linkable_id: number | null;
}

interface LinkableType {
  type: string;
  label: string;
  needs_id: boolean;
}

interface Linkable {
  id: number;
  title: string;
}

/** The linkable types the server offers (`GET admin/menu_items/create`), cached for the session. */
function useLinkableTypes() {
  const { api } = useServices();
  return useQuery({
    queryKey: ['menu_items', 'linkable-types'],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) =>
      (await api.get<{ linkable_types: LinkableType[] }>('admin/menu_items/create', { signal }))
        .linkable_types,
  });
}

export interface LinkPickerProps {
  value: LinkValue;
  /** The stored record's title, shown as chosen until another is picked. */
  title?: string | null;
  onChange: (value: LinkValue) => void;
  /** Field errors by name (`link`, `linkable_type`, `linkable_id`). */
  errors?: Readonly<Record<string, readonly string[]>>;
  disabled?: boolean;
}

/**
 * The link of a menu item, slide or banner: a typed link (`/shop`, `https://…`) or one of the
 * server's linkable targets (products, categories, flash sales, posts, pages, or an index page);
 * records are found by a search that asks `admin/menu_items/linkables` as one types.
 */
export function LinkPicker({ value, title, onChange, errors, disabled }: LinkPickerProps) {
  const { api } = useServices();
  const types = useLinkableTypes();
  const baseId = useId();
  const [search, setSearch] = useState('');
  const [chosenTitle, setChosenTitle] = useState<string | null>(title ?? null);
  const term = useDebounced(normalizePersian(search.trim()), 250);
  const kind = value.linkable_type ?? '';
  const type = types.data?.find((t) => t.type === kind);
  const results = useQuery({
    queryKey: ['menu_items', 'linkables', kind, term],
    enabled: !!type?.needs_id,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ linkables: Linkable[] }>('admin/menu_items/linkables', {
          query: { type: kind, search: term },
          signal,
        })
      ).linkables,
  });
  const errorOf = (name: string) => errors?.[name]?.join(' ');
  const linkError = errorOf('link');
  const idError = errorOf('linkable_id') ?? errorOf('linkable_type');

  return (
    <fieldset className="link-picker" disabled={disabled}>
      <legend>پیوند</legend>
      <label htmlFor={`${baseId}-kind`}>مقصد پیوند</label>
      <select
        id={`${baseId}-kind`}
        value={kind}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setSearch('');
          setChosenTitle(null);
          onChange({ link: next ? null : value.link, linkable_type: next || null, linkable_id: null });
        }}
      >
        <option value="">پیوند دستی (نشانی)</option>
        {(types.data ?? []).map((t) => (
          <option key={t.type} value={t.type}>
            {t.label}
          </option>
        ))}
      </select>
      {kind === '' ? (
        <>
          <label htmlFor={`${baseId}-link`}>نشانی</label>
          <input
            id={`${baseId}-link`}
            dir="ltr"
            placeholder="/shop یا https://…"
            value={value.link ?? ''}
            aria-invalid={linkError ? true : undefined}
            aria-describedby={linkError ? `${baseId}-link-error` : undefined}
            onChange={(event) =>
              onChange({ link: event.currentTarget.value || null, linkable_type: null, linkable_id: null })
            }
          />
          {linkError ? (
            <p id={`${baseId}-link-error`} className="field__error">
              {linkError}
            </p>
          ) : null}
        </>
      ) : type?.needs_id ? (
        <>
          <p className="link-picker__chosen" aria-live="polite">
            {value.linkable_id
              ? `انتخاب‌شده: ${chosenTitle ?? `${type.label} شماره ${toPersianDigits(value.linkable_id)}`}`
              : `هنوز ${type.label}ی انتخاب نشده`}
          </p>
          <label htmlFor={`${baseId}-search`}>جست‌وجوی {type.label}</label>
          <input
            id={`${baseId}-search`}
            type="search"
            value={search}
            aria-controls={`${baseId}-results`}
            aria-invalid={idError ? true : undefined}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <ul id={`${baseId}-results`} className="link-picker__results" aria-label={`نتیجه‌های ${type.label}`}>
            {results.isPending ? <li className="muted">در حال جست‌وجو…</li> : null}
            {results.data?.length === 0 ? <li className="muted">چیزی پیدا نشد.</li> : null}
            {(results.data ?? []).slice(0, 20).map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  aria-pressed={value.linkable_id === item.id}
                  onClick={() => {
                    setChosenTitle(item.title);
                    onChange({ link: null, linkable_type: kind, linkable_id: item.id });
                  }}
                >
                  {item.title}
                </button>
              </li>
            ))}
          </ul>
          {idError ? <p className="field__error">{idError}</p> : null}
        </>
      ) : null}
    </fieldset>
  );
}
