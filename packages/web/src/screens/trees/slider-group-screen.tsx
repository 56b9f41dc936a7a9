import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useServices } from '../../app/services-context.tsx';
import type { ScreenProps } from '../types.ts';
import { OrderedGroup } from './ordered-group.tsx';
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
  const { api } = useServices();
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
  const slides = query.data?.sliders.data;
  const reload = () => queryClient.invalidateQueries({ queryKey: ['sliders'] });
  const label = query.data?.group_label ?? group;
  return (
    <OrderedGroup
      heading={`${route.title}: ${label}`}
      noun="اسلاید"
      listLabel={`ترتیب اسلایدهای ${label}`}
      entries={slides?.map((slide) => ({
        ...slide,
        label: slide.title,
        note: slide.status ? null : ' غیرفعال',
      }))}
      error={query.error}
      saveOrder={async (ids) => (await api.raw.post('admin/sliders/sort', { group, ids })).message}
      reload={reload}
      onAdd={() => setEditing('new')}
      onEdit={(slide) => setEditing(slide)}
      links={
        <Link className="button ghost" to="/slider">
          همه اسلایدها
        </Link>
      }
      emptyText="این گروه هنوز اسلایدی ندارد."
      panel={
        editing ? (
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
        ) : null
      }
    />
  );
}
