import { toPersianDigits } from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { type RefObject, useEffect, useState } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { toman } from '../dashboard/format.ts';
import { type TillVariety, tillVarietyOf } from './till-model.ts';

interface FoundProduct {
  id: number;
  title: string;
  varieties: Parameters<typeof tillVarietyOf>[0][];
}

/** Product search by title for items without a label (GET admin/products/search): pick a variety to add it. */
export function TillSearch({
  onPick,
  inputRef,
}: {
  onPick: (variety: TillVariety) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const { api } = useServices();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useQuery({
    queryKey: ['admin/products/search', term],
    enabled: term.length >= 2,
    queryFn: ({ signal }) =>
      api.get<{ products: FoundProduct[] }>('admin/products/search', { query: { q: term }, signal }),
  });
  const options = (found.data?.products ?? []).flatMap((p) =>
    p.varieties.map((v) => tillVarietyOf(v, p.title)),
  );
  return (
    <div className="till-search">
      <label className="field-label" htmlFor="till-search">
        جست‌وجوی کالا با نام
      </label>
      <input
        id="till-search"
        ref={inputRef}
        type="search"
        autoComplete="off"
        placeholder="مثلا پیراهن"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {term.length >= 2 && found.data && (
        <ul className="till-search-results">
          {options.length === 0 && <li className="muted">کالایی با این نام یافت نشد.</li>}
          {options.slice(0, 12).map((v) => (
            <li key={v.id}>
              <button
                type="button"
                onClick={() => {
                  onPick(v);
                  setText('');
                }}
              >
                <span>{v.title}</span>
                <span className="muted">
                  {toman(v.price)} تومان · موجودی {toPersianDigits(v.balance)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
