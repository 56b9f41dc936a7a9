import { normalizeLaravelPage, normalizePersian, toPersianDigits } from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useServices } from '../../app/services-context.tsx';
import { useSaveShortcut } from '../../hotkeys/save-event.ts';
import { PriceInput } from '../../widgets/price/price-input.tsx';
import type { ScreenProps } from '../types.ts';
import { useSubmit } from '../writing/use-submit.ts';
import '../generic/generic.css';
import '../writing/writing.css';

interface Place {
  id: number;
  name: string;
  province_id?: number | null;
}
interface Shipping {
  id: number;
  name: string;
  cities: (Place & { price: number })[];
}

/**
 * The cost of one shipping method per city (/admin/shipping/cities/:id): the cities it serves with
 * their cost, edited in place or removed; cities found by province and name, ticked, and given one
 * cost at once; saved as the method's whole list (POST admin/shippings/{id}/assign-cities).
 */
export function ShippingCitiesScreen({ route, params }: ScreenProps) {
  const { api, queryClient } = useServices();
  const id = params.id ?? '';
  const formId = useId();
  const save = useSubmit();
  const shipping = useQuery({
    queryKey: ['shippings', id, 'cities'],
    queryFn: async ({ signal }) =>
      (await api.get<{ shipping: Shipping }>(`admin/shippings/${id}`, { signal })).shipping,
  });
  const places = useQuery({
    queryKey: ['shipping-places'],
    staleTime: 300_000,
    queryFn: async ({ signal }) => {
      const [cities, provinces] = await Promise.all([
        api.get<{ cities: unknown }>('admin/cities', { query: { all: 1 }, signal }),
        api.get<{ provinces: unknown }>('admin/provinces', { query: { all: 1 }, signal }),
      ]);
      return {
        cities: normalizeLaravelPage<Place>(cities.cities).items,
        provinces: normalizeLaravelPage<Place>(provinces.provinces).items,
      };
    },
  });
  const [prices, setPrices] = useState<Map<number, number | null> | null>(null);
  const current =
    prices ??
    new Map((shipping.data?.cities ?? []).map((city) => [city.id, city.price] as [number, number | null]));
  const [province, setProvince] = useState('');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [bulkPrice, setBulkPrice] = useState<number | null>(null);

  const cityById = useMemo(
    () => new Map((places.data?.cities ?? []).map((city) => [city.id, city])),
    [places.data],
  );
  const provinceName = (pid: number | null | undefined) =>
    places.data?.provinces.find((p) => p.id === pid)?.name ?? '';
  const found = useMemo(() => {
    const needle = normalizePersian(search.trim());
    return (places.data?.cities ?? []).filter(
      (city) =>
        (province === '' || String(city.province_id) === province) &&
        (needle === '' || normalizePersian(city.name).includes(needle)),
    );
  }, [places.data, province, search]);
  const shown = found.slice(0, 200);
  const allPicked = shown.length > 0 && shown.every((city) => picked.has(city.id));

  const update = (change: (next: Map<number, number | null>) => void) => {
    const next = new Map(current);
    change(next);
    setPrices(next);
  };
  const applyBulk = () => {
    if (picked.size === 0 || bulkPrice === null) return;
    update((next) => {
      for (const cityId of picked) next.set(cityId, bulkPrice);
    });
    setPicked(new Set());
  };
  const submit = async () => {
    const rows = [...current].map(([cityId, price]) => ({ id: cityId, price }));
    const missing = rows.filter((row) => row.price === null);
    if (missing.length) {
      save.setErrors({ cities: [`هزینه ارسال ${toPersianDigits(missing.length)} شهر خالی است.`] });
      return;
    }
    const data = await save.run(
      () => api.raw.post<{ shipping: Shipping }>(`admin/shippings/${id}/assign-cities`, { cities: rows }),
      'هزینه ارسال شهرها ذخیره شد',
    );
    if (data) {
      queryClient.setQueryData(['shippings', id, 'cities'], data.shipping);
      setPrices(null);
    }
  };
  useSaveShortcut(() => void submit(), shipping.isSuccess);

  if (shipping.isPending || places.isPending)
    return (
      <section className="screen" data-screen-kind="custom">
        <h1>{route.title ?? 'هزینه ارسال شهرها'}</h1>
        <div className="list-state" role="status" aria-busy="true">
          در حال بارگذاری…
        </div>
      </section>
    );
  if (shipping.isError || places.isError)
    return (
      <section className="screen" data-screen-kind="custom">
        <h1>{route.title ?? 'هزینه ارسال شهرها'}</h1>
        <div className="list-state" role="alert">
          {(shipping.error ?? places.error)?.message}
        </div>
      </section>
    );

  const assigned = [...current].sort(([a], [b]) => a - b);
  const errors = [
    ...(save.errors.cities ?? []),
    ...Object.entries(save.errors)
      .filter(([key]) => key.startsWith('cities.'))
      .flatMap(([, messages]) => messages),
  ];
  return (
    <section className="screen writing-screen" data-screen-kind="custom">
      <header className="screen__header">
        <h1>
          {route.title ?? 'هزینه ارسال شهرها'}: {shipping.data.name}
        </h1>
        <span className="screen__count">{toPersianDigits(current.size)} شهر</span>
        <Link className="button ghost" to="/shippings">
          روش‌های ارسال
        </Link>
      </header>

      <fieldset className="writing-card">
        <legend>یک هزینه برای چند شهر</legend>
        <div className="city-bulk">
          <span className="list-filters__field">
            <label htmlFor={`${formId}-province`}>استان</label>
            <select
              id={`${formId}-province`}
              value={province}
              onChange={(event) => setProvince(event.currentTarget.value)}
            >
              <option value="">همه استان‌ها</option>
              {places.data.provinces.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {p.name}
                </option>
              ))}
            </select>
          </span>
          <span className="list-filters__field">
            <label htmlFor={`${formId}-search`}>نام شهر</label>
            <input
              id={`${formId}-search`}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
          </span>
          <span className="list-filters__field">
            <label htmlFor={`${formId}-bulk`}>هزینه ارسال</label>
            <PriceInput id={`${formId}-bulk`} value={bulkPrice} onChange={setBulkPrice} />
          </span>
          <button
            type="button"
            className="button primary"
            disabled={picked.size === 0 || bulkPrice === null}
            onClick={applyBulk}
          >
            اعمال برای {toPersianDigits(picked.size)} شهر
          </button>
        </div>
        <div className="writing-table-wrap city-pick">
          <table className="writing-table">
            <thead>
              <tr>
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label="انتخاب همه شهرهای نمایش‌داده‌شده"
                    checked={allPicked}
                    onChange={(event) => {
                      const on = event.currentTarget.checked;
                      setPicked((before) => {
                        const next = new Set(before);
                        for (const city of shown) {
                          if (on) next.add(city.id);
                          else next.delete(city.id);
                        }
                        return next;
                      });
                    }}
                  />
                </th>
                <th scope="col">شهر</th>
                <th scope="col">استان</th>
                <th scope="col">هزینه فعلی</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((city) => (
                <tr key={city.id}>
                  <td>
                    <input
                      type="checkbox"
                      id={`${formId}-pick-${city.id}`}
                      checked={picked.has(city.id)}
                      onChange={(event) => {
                        const on = event.currentTarget.checked;
                        setPicked((before) => {
                          const next = new Set(before);
                          if (on) next.add(city.id);
                          else next.delete(city.id);
                          return next;
                        });
                      }}
                    />
                  </td>
                  <td>
                    <label htmlFor={`${formId}-pick-${city.id}`}>{city.name}</label>
                  </td>
                  <td>{provinceName(city.province_id)}</td>
                  <td>
                    {current.has(city.id) ? (
                      <bdi dir="ltr">{toPersianDigits((current.get(city.id) ?? 0).toLocaleString('en'))}</bdi>
                    ) : (
                      <span className="muted">—</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {found.length > shown.length ? (
          <p className="muted">
            {toPersianDigits(shown.length)} از {toPersianDigits(found.length)} شهر نمایش داده شد؛ جستجو را
            دقیق‌تر کنید.
          </p>
        ) : null}
      </fieldset>

      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h2 className="writing-heading">شهرهای این روش ارسال</h2>
        {errors.length || save.general ? (
          <div className="form__summary" role="alert">
            <p>{errors.length ? errors.join(' ') : save.general}</p>
          </div>
        ) : null}
        {assigned.length === 0 ? (
          <p className="muted">هیچ شهری تعیین نشده است؛ این روش ارسال محدودیت شهری ندارد.</p>
        ) : (
          <div className="writing-table-wrap">
            <table className="writing-table">
              <thead>
                <tr>
                  <th scope="col">شهر</th>
                  <th scope="col">استان</th>
                  <th scope="col">هزینه ارسال</th>
                  <th scope="col">
                    <span className="visually-hidden">حذف</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {assigned.map(([cityId, price]) => {
                  const city = cityById.get(cityId);
                  const name = city?.name ?? toPersianDigits(cityId);
                  return (
                    <tr key={cityId}>
                      <td>{name}</td>
                      <td>{provinceName(city?.province_id)}</td>
                      <td>
                        <PriceInput
                          value={price}
                          aria-label={`هزینه ارسال ${name}`}
                          onChange={(value) => update((next) => next.set(cityId, value))}
                        />
                      </td>
                      <td>
                        <button
                          type="button"
                          className="button small danger"
                          aria-label={`حذف ${name}`}
                          onClick={() => update((next) => next.delete(cityId))}
                        >
                          حذف
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        <div className="form__actions">
          <button type="submit" className="button primary" disabled={save.busy || prices === null}>
            {save.busy ? 'در حال ذخیره…' : 'ذخیره هزینه‌ها'}
          </button>
          {prices !== null ? (
            <button type="button" className="button ghost" onClick={() => setPrices(null)}>
              کنار گذاشتن تغییرات
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
