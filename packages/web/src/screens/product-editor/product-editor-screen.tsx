import { resourceNamed } from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useServices } from '../../app/services-context.tsx';
import { useAbilities } from '../generic/permissions.ts';
import type { ScreenProps } from '../types.ts';
import type { FormOptions } from './editor-model.ts';
import { ProductForm } from './product-form.tsx';

function State({ title, children, busy }: { title: string; children: string; busy?: boolean }) {
  return (
    <section className="screen" data-screen-kind="custom">
      <h1>{title}</h1>
      <div
        className={busy ? 'list-state' : 'list-state list-state--error'}
        role={busy ? 'status' : 'alert'}
        aria-busy={busy || undefined}
      >
        {children}
      </div>
    </section>
  );
}

/**
 * `/admin/products/create` and `/admin/products/edit/{id}`: loads what the form chooses from
 * (`GET admin/products/create`) and the product, then the editor. `?variety=` marks a variety (the
 * «ناموجود» notification's link lands on the product; a variety that ran out is marked anyway).
 */
export function ProductEditorScreen({ params }: ScreenProps) {
  const { api } = useServices();
  const [search] = useSearchParams();
  const abilities = useAbilities(resourceNamed('products'));
  const id = params.id;
  const editing = id !== undefined;
  const title = editing ? 'ویرایش محصول' : 'افزودن محصول';
  const options = useQuery({
    queryKey: ['products', 'form-options'],
    queryFn: ({ signal }) => api.get<FormOptions>('admin/products/create', { signal }),
    staleTime: 60_000,
  });
  const product = useQuery({
    queryKey: ['products', 'editor', id],
    queryFn: ({ signal }) =>
      api.get<{ product: Record<string, unknown> & { id: number } }>(`admin/products/${id}`, { signal }),
    enabled: editing,
    staleTime: 0,
    gcTime: 0,
  });
  if (!(editing ? abilities.update : abilities.create))
    return <State title={title}>{`${editing ? 'ویرایش' : 'افزودن'} محصول برای شما مجاز نیست.`}</State>;
  if (options.isError) return <State title={title}>{options.error.message}</State>;
  if (product.isError) return <State title={title}>{product.error.message}</State>;
  if (!options.data || (editing && !product.data))
    return (
      <State title={title} busy>
        در حال بارگذاری…
      </State>
    );
  const highlight = Number(search.get('variety')) || undefined;
  return (
    <ProductForm
      key={editing ? `edit-${id}-${product.dataUpdatedAt}` : 'create'}
      options={options.data}
      product={product.data?.product ?? null}
      highlight={highlight}
      reload={() => product.refetch()}
    />
  );
}
