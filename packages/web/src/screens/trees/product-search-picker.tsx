import { normalizePersian } from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useServices } from '../../app/services-context.tsx';

interface FoundProduct {
  id: number;
  title: string;
}

/**
 * Finds a product by asking `admin/products/search` as one types (after a short pause), never loading
 * every product; choosing one calls onPick.
 */
export function ProductSearchPicker({
  onPick,
  disabled,
}: {
  onPick: (product: FoundProduct) => void;
  disabled?: boolean;
}) {
  const { api } = useServices();
  const id = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(normalizePersian(text.trim())), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useQuery({
    queryKey: ['admin/products/search', term],
    enabled: term.length > 0,
    queryFn: async ({ signal }) =>
      (await api.get<{ products: FoundProduct[] }>('admin/products/search', { query: { q: term }, signal }))
        .products,
  });
  return (
    <div className="link-picker">
      <label htmlFor={`${id}-q`}>افزودن محصول (جست‌وجوی عنوان، کد یا بارکد)</label>
      <input
        id={`${id}-q`}
        type="search"
        value={text}
        disabled={disabled}
        aria-controls={`${id}-results`}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <ul id={`${id}-results`} className="link-picker__results" aria-label="محصولات پیدا‌شده">
        {term && found.isPending ? <li className="muted">در حال جست‌وجو…</li> : null}
        {term && found.data?.length === 0 ? <li className="muted">محصولی پیدا نشد.</li> : null}
        {(term ? (found.data ?? []) : []).slice(0, 15).map((product) => (
          <li key={product.id}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => {
                onPick(product);
                setText('');
              }}
            >
              {product.title}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
