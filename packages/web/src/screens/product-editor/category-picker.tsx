import { normalizePersian, toPersianDigits } from '@shop-admin/core';
import { useId, useMemo, useState } from 'react';
import type { FormOptions } from './editor-model.ts';

type Category = FormOptions['categories'][number];

export interface CategoryPickerProps {
  categories: readonly Category[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
  disabled?: boolean;
}

/** The categories in tree order (each parent before its children), with their depth. */
export function treeOrder(categories: readonly Category[]): { category: Category; depth: number }[] {
  const children = new Map<number | null, Category[]>();
  const ids = new Set(categories.map((c) => c.id));
  for (const c of categories) {
    const parent = c.parent_id !== null && ids.has(c.parent_id) ? c.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), c]);
  }
  const out: { category: Category; depth: number }[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const c of children.get(parent) ?? []) {
      out.push({ category: c, depth });
      walk(c.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** The path of a category from its root (`پوشاک › مردانه › پیراهن`). */
function pathOf(category: Category, byId: Map<number, Category>): string {
  const names = [category.title];
  let parent = category.parent_id === null ? undefined : byId.get(category.parent_id);
  for (let guard = 0; parent && guard < 20; guard++) {
    names.unshift(parent.title);
    parent = parent.parent_id === null ? undefined : byId.get(parent.parent_id);
  }
  return names.join(' › ');
}

/**
 * A tree picker over every category at any depth: checkboxes indented by depth, a search (Persian
 * normalised) that keeps the matches and their ancestors, and the chosen ones as removable chips.
 */
export function CategoryPicker({
  categories,
  value,
  onChange,
  invalid,
  describedBy,
  disabled,
}: CategoryPickerProps) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const byId = useMemo(() => new Map(categories.map((c) => [c.id, c])), [categories]);
  const ordered = useMemo(() => treeOrder(categories), [categories]);
  const visible = useMemo(() => {
    const term = normalizePersian(query.trim());
    if (!term) return ordered;
    const keep = new Set<number>();
    for (const { category } of ordered) {
      if (!normalizePersian(category.title).includes(term)) continue;
      let at: Category | undefined = category;
      for (let guard = 0; at && guard < 20; guard++) {
        keep.add(at.id);
        at = at.parent_id === null ? undefined : byId.get(at.parent_id);
      }
    }
    return ordered.filter(({ category }) => keep.has(category.id));
  }, [ordered, query, byId]);
  const chosen = new Set(value);
  const toggle = (id: number) => onChange(chosen.has(id) ? value.filter((v) => v !== id) : [...value, id]);

  return (
    <div className="category-picker" data-invalid={invalid || undefined}>
      {value.length ? (
        <ul className="category-picker__chosen" aria-label="دسته‌بندی‌های انتخاب‌شده">
          {value.map((id) => {
            const category = byId.get(id);
            const name = category ? pathOf(category, byId) : toPersianDigits(id);
            return (
              <li key={id}>
                <span>{name}</span>
                <button
                  type="button"
                  disabled={disabled}
                  aria-label={`برداشتن ${name}`}
                  onClick={() => toggle(id)}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <label htmlFor={searchId} className="visually-hidden">
        جست‌وجوی دسته‌بندی
      </label>
      <input
        id={searchId}
        type="search"
        placeholder="جست‌وجوی دسته‌بندی…"
        value={query}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      <fieldset className="category-picker__tree" aria-invalid={invalid || undefined}>
        <legend className="visually-hidden">درخت دسته‌بندی‌ها</legend>
        {visible.length === 0 ? <p className="category-picker__empty">دسته‌بندی‌ای پیدا نشد.</p> : null}
        {visible.map(({ category, depth }) => (
          <label
            key={category.id}
            className="category-picker__item"
            data-depth={Math.min(depth, 10)}
            data-inactive={category.status ? undefined : true}
          >
            <input
              type="checkbox"
              checked={chosen.has(category.id)}
              disabled={disabled}
              onChange={() => toggle(category.id)}
            />
            <span>{category.title}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
