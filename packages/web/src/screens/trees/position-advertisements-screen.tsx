import { LINKABLE_TYPES, toPersianDigits } from '@shop-admin/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useServices } from '../../app/services-context.tsx';
import type { ScreenProps } from '../types.ts';
import { type Banner, BannerForm } from './banner-form.tsx';
import { OrderedGroup } from './ordered-group.tsx';
import './trees.css';
import '../generic/generic.css';

interface PositionAnswer {
  position: { id: number; label: string; key: string; advertisements: Banner[] };
}

/** What a linked banner leads to: the record's kind and title (`محصول: …`), or an index page's name. */
function linkedLabel(banner: Banner): string {
  const type = LINKABLE_TYPES.find((entry) => entry.type === banner.linkable_type);
  const kind = type?.label ?? banner.linkable_type ?? '';
  if (type && !type.needsId) return kind;
  return banner.linkable_title
    ? `${kind}: ${banner.linkable_title}`
    : `${kind} شماره ${toPersianDigits(banner.linkable_id ?? '')}`;
}

/** A banner's name in the list: where it leads (a link isolated left to right), else its number. */
const bannerLabel = (banner: Banner, index: number) =>
  banner.link
    ? `\u2066${banner.link}\u2069`
    : banner.linkable_type
      ? linkedLabel(banner)
      : `بنر ${toPersianDigits(index + 1)}`;

/**
 * A banner position's banners (/admin/position/advertisements/{id}) in their order: moved by drag or
 * keyboard and saved at once through `POST admin/positions/{id}/sort`; banners added and edited in
 * place with the image through the upload widget and the link picker (the slider group's pieces).
 */
export function PositionAdvertisementsScreen({ route, params }: ScreenProps) {
  const positionId = Number(params.id);
  const { api } = useServices();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const key = ['positions', 'detail', positionId];
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) =>
      (await api.get<PositionAnswer>(`admin/positions/${positionId}`, { signal })).position,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['positions'] });
  const label = query.data?.label ?? toPersianDigits(positionId);
  return (
    <OrderedGroup
      heading={`${route.title}: ${label}`}
      noun="بنر"
      listLabel={`ترتیب بنرهای ${label}`}
      entries={query.data?.advertisements.map((banner, index) => ({
        ...banner,
        label: bannerLabel(banner, index),
        note: ` ضریب نمایش ${toPersianDigits(banner.possibility)}٪`,
      }))}
      error={query.error}
      saveOrder={async (ids) => (await api.raw.post(`admin/positions/${positionId}/sort`, { ids })).message}
      reload={reload}
      onAdd={() => setEditing('new')}
      onEdit={(banner) => setEditing(banner)}
      links={
        <Link className="button ghost" to="/position">
          همه جایگاه‌ها
        </Link>
      }
      emptyText="این جایگاه هنوز بنری ندارد."
      panel={
        editing ? (
          <BannerForm
            key={editing === 'new' ? 'new' : editing.id}
            positionId={positionId}
            banner={editing === 'new' ? null : editing}
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
