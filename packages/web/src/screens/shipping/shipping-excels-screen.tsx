import { resourceNamed, SHIPPING_EXCEL_COLUMNS, toPersianDigits } from '@shop-admin/core';
import { useId, useState } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { ListScreen } from '../generic/list/list-screen.tsx';
import { resourceKeys } from '../generic/resource-api.ts';
import type { ScreenProps } from '../types.ts';
import { useSubmit } from '../writing/use-submit.ts';
import '../generic/generic.css';
import '../writing/writing.css';

const excels = resourceNamed('shipping_excels');
const LABELS: Record<string, string> = {
  barcode: 'بارکد',
  receiver_name: 'گیرنده',
  destination: 'مقصد',
  register_date: 'تاریخ ثبت',
  price: 'هزینه',
  reference_number: 'شماره مرجع',
};
const SHOWN = SHIPPING_EXCEL_COLUMNS.map((column) => column.field).filter((field) => field in LABELS);

type Parcel = Record<string, string | number | null> & { row: number; barcode: string; duplicate: boolean };

const sheetForm = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

/** Choose the post office's sheet, see its parsed rows (duplicates marked), then save or drop it. */
function SheetUpload() {
  const { api, queryClient } = useServices();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<Parcel[] | null>(null);
  const preview = useSubmit();
  const save = useSubmit();
  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setRows(null);
    if (!chosen) return;
    const data = await preview.run(
      () => api.raw.post<{ rows: Parcel[] }>('admin/shipping_excels/preview', sheetForm(chosen)),
      'فایل خوانده شد',
    );
    if (data) setRows(data.rows);
  };
  const commit = async () => {
    if (!file) return;
    const data = await save.run(
      () => api.raw.post('admin/shipping_excels', sheetForm(file)),
      'مرسوله‌ها ثبت شدند',
    );
    if (data) {
      setFile(null);
      setRows(null);
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(excels) });
    }
  };
  const fresh = rows?.filter((row) => !row.duplicate).length ?? 0;
  const refusal = preview.general ?? save.general;
  return (
    <fieldset className="writing-card">
      <legend>بارگذاری اکسل پست</legend>
      <div className="writing-row">
        <label htmlFor={`${id}-file`}>فایل xlsx اداره پست</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={preview.busy || save.busy}
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0] ?? null;
            event.currentTarget.value = '';
            void choose(chosen);
          }}
        />
        {preview.busy ? <span role="status">در حال خواندن فایل…</span> : null}
      </div>
      {refusal ? (
        <p className="form__summary" role="alert">
          {refusal}
        </p>
      ) : null}
      {rows ? (
        <>
          <p>
            {file?.name}: {toPersianDigits(rows.length)} ردیف، {toPersianDigits(fresh)} مرسوله تازه
            {rows.length > fresh
              ? `، ${toPersianDigits(rows.length - fresh)} بارکد تکراری (کنار گذاشته می‌شود)`
              : ''}
          </p>
          <div className="writing-table-wrap">
            <table className="writing-table">
              <caption className="visually-hidden">پیش‌نمایش ردیف‌های فایل</caption>
              <thead>
                <tr>
                  <th scope="col">ردیف</th>
                  {SHOWN.map((field) => (
                    <th key={field} scope="col">
                      {LABELS[field]}
                    </th>
                  ))}
                  <th scope="col">وضعیت</th>
                </tr>
              </thead>
              <tbody>
                {rows.slice(0, 100).map((row) => (
                  <tr key={row.row}>
                    <td>{toPersianDigits(row.row)}</td>
                    {SHOWN.map((field) => (
                      <td key={field}>
                        {row[field] === null || row[field] === undefined ? (
                          <span className="muted">—</span>
                        ) : field === 'barcode' || field === 'reference_number' ? (
                          <bdi dir="ltr">{String(row[field])}</bdi>
                        ) : (
                          toPersianDigits(String(row[field]))
                        )}
                      </td>
                    ))}
                    <td>
                      <span className="delivery" data-status={row.duplicate ? 'failed' : 'sent'}>
                        {row.duplicate ? 'تکراری' : 'تازه'}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {rows.length > 100 ? (
            <p className="muted">
              {toPersianDigits(100)} ردیف نخست از {toPersianDigits(rows.length)} نمایش داده شد.
            </p>
          ) : null}
          <div className="form__actions">
            <button
              type="button"
              className="button primary"
              disabled={save.busy || fresh === 0}
              onClick={() => void commit()}
            >
              {save.busy ? 'در حال ثبت…' : `ثبت ${toPersianDigits(fresh)} مرسوله`}
            </button>
            <button
              type="button"
              className="button ghost"
              onClick={() => {
                setFile(null);
                setRows(null);
              }}
            >
              انصراف
            </button>
          </div>
        </>
      ) : null}
    </fieldset>
  );
}

/** The post office's parcels (/admin/shipping_excels): the generic list, with the sheet upload and its preview above it. */
export function ShippingExcelsScreen({ route }: ScreenProps) {
  return <ListScreen route={route} resource={excels} extras={{ above: () => <SheetUpload /> }} />;
}
