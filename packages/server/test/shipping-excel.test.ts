import { count } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingExcels } from '../src/db/schema/index.ts';
import { createTestApp } from './support/test-app.ts';

const NOW = new Date('2025-10-23T08:00:00Z'); // 1404/08/01 11:30 in Tehran
let t: Awaited<ReturnType<typeof createTestApp>>;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  headers = (await t.adminWith(['read_shipping_excel', 'write_shipping_excel', 'delete_shipping_excel']))
    .headers;
});
afterAll(async () => t?.close());

/** An .xlsx made with exceljs: optional title rows, then a header row and the data rows. */
async function sheet(header: string[], rows: unknown[][], titleRows: string[] = []): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('مرسولات');
  for (const title of titleRows) ws.addRow([title]);
  ws.addRow(header);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function upload(file: Buffer, name = 'post.xlsx', who = headers, url = '/api/admin/shipping_excels') {
  const boundary = '----post-sheet';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...who, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const stored = async () => (await t.db.select({ n: count() }).from(shippingExcels))[0]?.n ?? 0;
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });

describe('postal excel upload', () => {
  it('imports the post office sheet under a title row, with Arabic ي/ك and odd spacing in the titles', async () => {
    const file = await sheet(
      [
        'ردیف',
        'بارکد',
        'نام  گيرنده',
        'مقصد',
        'تاريخ ثبت',
        'هزینه',
        'شماره مرجع',
        'نام فرستنده',
        'خدمات ويژه',
      ],
      [
        [
          1,
          '۱۲۳۴۵۶۷۸۹۰۱۲۳۴۵۶۷۸۹۰۱۲',
          'علي رضايي',
          'تهران',
          '1404/07/30',
          '۱۲۵,۰۰۰',
          'S-1001',
          'فروشگاه',
          'پیشتاز',
        ],
        [
          2,
          '223456789012345678901234',
          'مریم احمدی',
          'شیراز',
          new Date(Date.UTC(2025, 9, 22, 9, 30)),
          98000,
          1002,
        ],
        [],
        [3, '3234567890', 'رضا کریمی', 'رشت', null, null, null],
      ],
      ['گزارش مرسولات قبول شده - اداره پست'],
    );
    const res = await upload(file);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ created: 3, skipped: [] });
    expect(res.json().message).toBe('۳ مرسوله ثبت شد');
    const list = await get('/admin/shipping_excels?sort_by=id');
    const rows = list.json().data.shipping_excels.data;
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      barcode: '1234567890123456789012',
      receiver_name: 'علی رضایی',
      destination: 'تهران',
      register_date: '1404/07/30',
      price: 125_000,
      reference_number: 'S-1001',
      sender_name: 'فروشگاه',
      special_services: 'پیشتاز',
    });
    expect(rows[1]).toMatchObject({
      register_date: '1404/07/30 09:30',
      price: 98_000,
      reference_number: '1002',
    });
    expect(rows[2]).toMatchObject({ barcode: '3234567890', price: null, register_date: null });
  });

  it('skips barcodes an earlier sheet already brought', async () => {
    const file = await sheet(
      ['بارکد', 'گیرنده'],
      [
        ['3234567890', 'رضا کریمی'],
        ['4234567890', 'سارا نوری'],
      ],
    );
    // The preview reads the sheet, marks the barcode already stored, and saves nothing.
    const preview = await upload(file, 'post.xlsx', headers, '/api/admin/shipping_excels/preview');
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.duplicates).toBe(1);
    expect(
      preview
        .json()
        .data.rows.map((row: { barcode: string; duplicate: boolean }) => [row.barcode, row.duplicate]),
    ).toEqual([
      ['3234567890', true],
      ['4234567890', false],
    ]);
    expect(preview.json().message).toBe('۱ مرسوله آماده ثبت؛ ۱ بارکد تکراری');
    expect(await stored()).toBe(3);
    const res = await upload(file);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ created: 1, skipped: ['3234567890'] });
    expect(await stored()).toBe(4);
  });

  it('refuses bad rows naming the row, and writes none of the sheet', async () => {
    const file = await sheet(
      ['بارکد', 'نام گیرنده', 'هزینه'],
      [
        ['5234567890', 'درست', 1000],
        ['', 'بی‌بارکد', 1000],
        ['6234567890', 'قیمت بد', 'دوازده'],
        ['5234567890', 'تکراری', 1],
        ['7234567890', null, 1],
      ],
    );
    const res = await upload(file);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('ردیف ۳: «بارکد» خالی است. (و ۳ ردیف نادرست دیگر) هیچ ردیفی ذخیره نشد.');
    expect(Object.keys(body.errors)).toEqual(['rows.3', 'rows.4', 'rows.5', 'rows.6']);
    expect(body.errors['rows.4']).toEqual(['«هزینه» عدد صحیح نامنفی نیست.']);
    expect(body.errors['rows.5']).toEqual(['بارکد 5234567890 در ردیف ۲ هم آمده است.']);
    expect(body.errors['rows.6']).toEqual(['«نام گیرنده» خالی است.']);
    expect(await stored()).toBe(4);
  });

  it('refuses a barcode Excel stored as a rounded number', async () => {
    const res = await upload(await sheet(['بارکد', 'گیرنده'], [[Number('123456789012345678901234'), 'عدد']]));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('قالب ستون را «متن» کنید');
  });

  it('refuses a sheet without the needed columns, with no header, or with no rows', async () => {
    const missing = await upload(await sheet(['بارکد', 'مقصد'], [['8234567890', 'قم']]));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('ستون «نام گیرنده» در سطر عنوان‌ها (سطر ۱) پیدا نشد.');
    const noHeader = await upload(await sheet(['کد', 'نام'], [['8234567890', 'قم']]));
    expect(noHeader.json().message).toContain('سطر عنوان‌ها پیدا نشد');
    const empty = await upload(await sheet(['بارکد', 'نام گیرنده'], []));
    expect(empty.json().message).toBe('فایل اکسل هیچ ردیف مرسوله‌ای زیر سطر عنوان‌ها ندارد.');
    expect(await stored()).toBe(4);
  });

  it('refuses a CSV renamed .xlsx, a corrupt xlsx, an old xls and a request without a file', async () => {
    const csv = await upload(Buffer.from('بارکد,نام گیرنده\n9234567890,علی\n'), 'post.xlsx');
    expect(csv.statusCode).toBe(422);
    expect(csv.json().message).toBe('فایل فرستاده شده اکسل (xlsx) نیست.');
    const good = await sheet(['بارکد', 'نام گیرنده'], [['9234567890', 'علی']]);
    const corrupt = await upload(good.subarray(0, Math.floor(good.length / 2)));
    expect(corrupt.statusCode).toBe(422);
    expect(corrupt.json().message).toBe('فایل اکسل خراب است یا خوانده نمی‌شود.');
    const xls = await upload(
      Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]),
    );
    expect(xls.json().message).toContain('xlsx ذخیره کنید');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/shipping_excels',
      headers,
      payload: {},
    });
    expect(json.statusCode).toBe(415);
    expect(await stored()).toBe(4);
  });

  it('needs write_shipping_excel to upload', async () => {
    const reader = (await t.adminWith(['read_shipping_excel'])).headers;
    const res = await upload(await sheet(['بارکد', 'نام گیرنده'], [['9934567890', 'علی']]), 'a.xlsx', reader);
    expect(res.statusCode).toBe(403);
  });
});

describe('postal excel list and delete', () => {
  it('filters by Jalali date and searches receivers with Arabic letters', async () => {
    const today = await get(
      `/admin/shipping_excels?start_date=${encodeURIComponent('۱۴۰۴/۰۸/۰۱')}&end_date=1404/08/01`,
    );
    expect(today.json().data.shipping_excels.total).toBe(4);
    const yesterday = await get('/admin/shipping_excels?start_date=1404/07/30&end_date=1404/07/30');
    expect(yesterday.json().data.shipping_excels.total).toBe(0);
    const found = await get(`/admin/shipping_excels?search=${encodeURIComponent('علي')}`);
    expect(found.json().data.shipping_excels.data.map((r: { barcode: string }) => r.barcode)).toEqual([
      '1234567890123456789012',
    ]);
    const generic = await get(
      `/admin/shipping_excels?searchBy1=destination&search1=${encodeURIComponent('شيراز')}&searchBy2=barcode&search2=2234`,
    );
    expect(generic.json().data.shipping_excels.data.map((r: { barcode: string }) => r.barcode)).toEqual([
      '223456789012345678901234',
    ]);
    expect((await get('/admin/shipping_excels?searchBy1=password&search1=x')).statusCode).toBe(422);
  });

  it('sorts a column-filtered list as the plain one, rows of equal value by id', async () => {
    const ids = async (url: string) =>
      ((await get(url)).json().data.shipping_excels.data as { id: number }[]).map((row) => row.id);
    // Every row of the sheets was imported at the same moment: created_at ties throughout.
    const plain = await ids('/admin/shipping_excels?sort_by=created_at');
    const filtered = await ids('/admin/shipping_excels?sort_by=created_at&searchBy1=barcode&search1=2');
    expect(filtered.length).toBeGreaterThan(1);
    expect(filtered).toEqual([...filtered].sort((a, b) => a - b));
    expect(filtered).toEqual(plain.filter((id) => filtered.includes(id)));
  });

  it('deletes one row and many rows at once; unknown ids delete nothing', async () => {
    const rows = (await get('/admin/shipping_excels?sort_by=id')).json().data.shipping_excels.data as {
      id: number;
    }[];
    const [a, b, c] = rows.map((row) => row.id);
    const one = await t.app.inject({ method: 'DELETE', url: `/api/admin/shipping_excels/${a}`, headers });
    expect(one.statusCode).toBe(200);
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/shipping_excels/multiple-delete',
      headers,
      payload: { ids: [b, 999999] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(await stored()).toBe(3);
    const many = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/shipping_excels/multiple-delete',
      headers,
      payload: { ids: [b, c] },
    });
    expect(many.statusCode).toBe(200);
    expect(many.json().data).toEqual({ deleted: 2 });
    expect(await stored()).toBe(1);
  });
});
