import { isApiError, toPersianDigits } from '@shop-admin/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useServices } from '../../app/services-context.tsx';
import { OrderedList } from '../../widgets/ordered-list/ordered-list.tsx';
import type { ScreenProps } from '../types.ts';
import { type Slide, SlideForm } from './slide-form.tsx';
import './trees.css';
import '../generic/generic.css';

interface GroupAnswer {
  group: string;
  group_label: string;
  sliders: { data: Slide[] };
}

/**
 * The slides of one slider group (/admin/slider/{group}) in their order: moved by drag or keyboard
 * and saved at once through `POST admin/sliders/sort`; slides added and edited in place with the
 * image uploaded through the upload widget and the link picker.
 */
export function SliderGroupScreen({ route, params }: ScreenProps) {
  const group = params.group ?? 'header';
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Slide | 'new' | null>(null);
  const query = useQuery({
    queryKey: ['sliders', 'group', group],
    queryFn: async ({ signal }) =>
      api.get<GroupAnswer>(`admin/sliders/groups/${encodeURIComponent(group)}`, {
        query: { per_page: 100 },
        signal,
      }),
  });
  const slides = query.data?.sliders.data ?? [];
  const byId = useMemo(() => new Map(slides.map((s) => [s.id, s])), [slides]);
  const items = useMemo(() => slides.map((s) => ({ id: s.id, label: s.title })), [slides]);
  const reload = () => queryClient.invalidateQueries({ queryKey: ['sliders'] });

  const save = async (ids: number[]) => {
    try {
      const answer = await api.raw.post('admin/sliders/sort', { group, ids });
      toasts.show(answer.message || 'ترتیب اسلایدها ذخیره شد', { kind: 'success' });
      await reload();
    } catch (error) {
      toasts.show(isApiError(error) ? error.message : 'ترتیب ذخیره نشد.', { kind: 'error' });
      await query.refetch();
    }
  };

  const label = query.data?.group_label ?? group;
  return (
    <section className="screen tree-screen" data-screen-kind="custom">
      <header className="screen__header">
        <h1>
          {route.title}: {label}
        </h1>
        {query.data ? <p className="muted">{toPersianDigits(slides.length)} اسلاید</p> : null}
        <button type="button" className="button primary" onClick={() => setEditing('new')}>
          افزودن اسلاید
        </button>
        <Link className="button ghost" to="/slider">
          همه اسلایدها
        </Link>
      </header>
      {editing ? (
        <SlideForm
          key={editing === 'new' ? 'new' : editing.id}
          group={group}
          slide={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      ) : null}
      {query.isPending ? (
        <div className="list-state" role="status" aria-busy="true">
          در حال بارگذاری اسلایدها…
        </div>
      ) : query.isError ? (
        <div className="list-state" role="alert">
          {isApiError(query.error) ? query.error.message : 'اسلایدها بارگذاری نشد.'}
        </div>
      ) : items.length === 0 ? (
        <p className="list-state">این گروه هنوز اسلایدی ندارد.</p>
      ) : (
        <OrderedList
          items={items}
          label={`ترتیب اسلایدهای ${label}`}
          onChange={(ids) => void save(ids)}
          renderMeta={(row) => {
            const slide = byId.get(Number(row.id));
            return slide ? (
              <>
                <img className="ordered-thumb" src={slide.image} alt="" loading="lazy" />
                {slide.status ? null : ' غیرفعال'}
              </>
            ) : null;
          }}
          renderActions={(row) => {
            const slide = byId.get(Number(row.id));
            return slide ? (
              <button
                type="button"
                className="button ghost small"
                aria-label={`ویرایش ${row.label}`}
                onClick={() => setEditing(slide)}
              >
                ویرایش
              </button>
            ) : null;
          }}
        />
      )}
    </section>
  );
}
