import { normalizePersian, toAsciiDigits, toPersianDigits } from '@shop-admin/core';
import { and, eq, inArray, like, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { foldedPersian, likeLiteral } from '../../db/persian-sql.ts';
import { shippingExcels } from '../../db/schema/index.ts';
import { validationFailed } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import type { ListQuery } from '../resource-service.ts';
import { declaredTableService } from '../table-service.ts';
import { type ParcelRow, parseShippingExcel } from './excel-parse.ts';

const BATCH = 500;

/** What an import did: rows written, and barcodes skipped because an earlier sheet had them. */
export interface ShippingExcelImport {
  created: number;
  skipped: string[];
}

/**
 * The post office's parcel imports (Shopit `shipping_excels`): list (search by barcode, receiver,
 * reference number or destination; Jalali created_at range), show, delete, delete many, and the
 * upload, which writes every row of a good sheet in one transaction or nothing at all.
 */
export function shippingExcelsService(db: Db) {
  // Shopit's list searches the receiver, reference number and destination too, and filters by barcode,
  // which the list screen does not offer; its searchN/searchByN column filters are this list's own.
  // Answers are every column under its SQL name.
  const resource = declaredTableService(db, 'shipping_excels', shippingExcels, {
    alsoSearch: ['receiver_name', 'reference_number', 'destination'],
    alsoFilter: ['barcode'],
    alsoWhere: genericFilters,
  });

  return {
    resource,
    /**
     * Parses the uploaded sheet and writes nothing: its parcels as they would be saved, each marked
     * `duplicate` when an earlier sheet already brought its barcode (the import would skip it).
     */
    async previewSheet(buffer: Buffer): Promise<{ rows: (ParcelRow & { duplicate: boolean })[] }> {
      const parcels = await parseShippingExcel(buffer);
      const existing = new Set<string>();
      const barcodes = parcels.map((parcel) => parcel.barcode);
      for (let i = 0; i < barcodes.length; i += BATCH) {
        const rows = await db
          .select({ barcode: shippingExcels.barcode })
          .from(shippingExcels)
          .where(inArray(shippingExcels.barcode, barcodes.slice(i, i + BATCH)));
        for (const row of rows) existing.add(row.barcode);
      }
      return { rows: parcels.map((parcel) => ({ ...parcel, duplicate: existing.has(parcel.barcode) })) };
    },
    /** Parses the uploaded sheet and writes its parcels; barcodes already imported are skipped. */
    async importSheet(buffer: Buffer, fileName: string, now: Date): Promise<ShippingExcelImport> {
      const parcels = await parseShippingExcel(buffer);
      return db.transaction(async (tx) => {
        const barcodes = parcels.map((parcel) => parcel.barcode);
        const existing = new Set<string>();
        for (let i = 0; i < barcodes.length; i += BATCH) {
          const rows = await tx
            .select({ barcode: shippingExcels.barcode })
            .from(shippingExcels)
            .where(inArray(shippingExcels.barcode, barcodes.slice(i, i + BATCH)));
          for (const row of rows) existing.add(row.barcode);
        }
        const fresh = parcels.filter((parcel) => !existing.has(parcel.barcode));
        for (let i = 0; i < fresh.length; i += BATCH)
          await tx
            .insert(shippingExcels)
            .values(fresh.slice(i, i + BATCH).map((parcel) => toInsert(parcel, now)));
        await recordAudit(tx as unknown as Db, {
          entity: 'shipping_excels',
          entityId: 'import',
          action: 'import',
          after: { file: fileName, created: fresh.length, skipped: existing.size },
        });
        return { created: fresh.length, skipped: [...existing] };
      });
    },
    /** Deletes the given rows at once (`multiple-delete`); unknown ids are refused and nothing is deleted. */
    async removeMany(ids: readonly number[]): Promise<number> {
      return db.transaction(async (tx) => {
        const found = await tx
          .select({ id: shippingExcels.id, barcode: shippingExcels.barcode })
          .from(shippingExcels)
          .where(inArray(shippingExcels.id, [...ids]));
        const missing = ids.filter((id) => !found.some((row) => row.id === id));
        if (missing.length)
          throw validationFailed({
            ids: [`مرسوله ${missing.map((id) => toPersianDigits(id)).join('، ')} وجود ندارد.`],
          });
        await tx.delete(shippingExcels).where(inArray(shippingExcels.id, [...ids]));
        await recordAudit(tx as unknown as Db, {
          entity: 'shipping_excels',
          entityId: ids.join(','),
          action: 'delete',
          before: found,
        });
        return found.length;
      });
    },
  };
}

/** Columns Shopit's generic `searchByN` may name on this list; `_id`/`id` compare equal, the rest contain. */
const GENERIC_COLUMNS = {
  id: shippingExcels.id,
  barcode: shippingExcels.barcode,
  title: shippingExcels.title,
  receiver_name: shippingExcels.receiverName,
  sender_name: shippingExcels.senderName,
  destination: shippingExcels.destination,
  reference_number: shippingExcels.referenceNumber,
  repository: shippingExcels.repository,
  special_services: shippingExcels.specialServices,
  register_date: shippingExcels.registerDate,
} as const;

/** `search1..8` + `searchBy1..8` (shopit-contract.md b); an unknown column is a Persian 422. */
function genericFilters(query: ListQuery): SQL | undefined {
  const parts: SQL[] = [];
  for (let n = 1; n <= 8; n += 1) {
    const by = query.filters[`searchBy${n}`];
    const value = query.filters[`search${n}`];
    if (!by || value === undefined || value === '') continue;
    const column = GENERIC_COLUMNS[by as keyof typeof GENERIC_COLUMNS];
    if (!column) throw validationFailed({ [`searchBy${n}`]: [`ستون ${by} برای جستجو پشتیبانی نمی‌شود.`] });
    if (by === 'id') {
      const id = Number(toAsciiDigits(value));
      if (!Number.isSafeInteger(id)) throw validationFailed({ [`search${n}`]: ['شناسه معتبر نیست.'] });
      parts.push(eq(column, id));
    } else parts.push(like(foldedPersian(column), `%${likeLiteral(normalizePersian(value))}%`));
  }
  return parts.length ? and(...parts) : undefined;
}

function toInsert(parcel: ParcelRow, now: Date): typeof shippingExcels.$inferInsert {
  const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? null : String(value));
  return {
    barcode: parcel.barcode,
    title: text(parcel.title),
    repository: text(parcel.repository),
    registerDate: text(parcel.register_date),
    specialServices: text(parcel.special_services),
    destination: text(parcel.destination),
    referenceNumber: text(parcel.reference_number),
    receiverName: text(parcel.receiver_name),
    senderName: text(parcel.sender_name),
    price: typeof parcel.price === 'number' ? parcel.price : null,
    createdAt: now,
    updatedAt: now,
  };
}
