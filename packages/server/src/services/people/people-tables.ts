import { toAsciiDigits } from '@shop-admin/core';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerRoles, customers, sellers } from '../../db/schema/index.ts';
import type { ResourceService } from '../resource-service.ts';
import { tableService } from '../table-service.ts';

type Row = Record<string, unknown>;

const stamps = (row: Row) => ({ created_at: row.createdAt, updated_at: row.updatedAt });

/** Customer tiers (Shopit `customer_roles`: name, see_expired); a role still held by customers is kept. */
export function customerRolesService(db: Db): ResourceService<Row> {
  return tableService<Row>(db, {
    table: customerRoles,
    id: customerRoles.id,
    columns: { name: customerRoles.name, see_expired: customerRoles.seeExpired },
    searchColumns: [customerRoles.name],
    sortColumns: { id: customerRoles.id, name: customerRoles.name },
    defaultSort: { column: customerRoles.id, desc: false },
    createdAt: customerRoles.createdAt,
    updatedAt: customerRoles.updatedAt,
    uniqueLabels: { name: 'نام نقش' },
    beforeDelete: async (id, tx) => {
      const [row] = await tx.select({ n: count() }).from(customers).where(eq(customers.roleId, id));
      return (row?.n ?? 0) > 0 ? 'این نقش به مشتریانی داده شده است؛ نخست نقش آن‌ها را تغییر دهید.' : null;
    },
    serialize: (row) => ({ id: row.id, name: row.name, see_expired: row.seeExpired, ...stamps(row) }),
  });
}

/** In-person sellers (Shopit `sellers`: full_name, national_code, description). */
export function sellersService(db: Db): ResourceService<Row> {
  const base = tableService<Row>(db, {
    table: sellers,
    id: sellers.id,
    columns: {
      full_name: sellers.fullName,
      national_code: sellers.nationalCode,
      description: sellers.description,
    },
    searchColumns: [sellers.fullName, sellers.nationalCode],
    sortColumns: { id: sellers.id, full_name: sellers.fullName, created_at: sellers.createdAt },
    createdAt: sellers.createdAt,
    updatedAt: sellers.updatedAt,
    serialize: (row) => ({
      id: row.id,
      full_name: row.fullName,
      national_code: row.nationalCode,
      description: row.description,
      ...stamps(row),
    }),
  });
  // National codes are stored in Latin digits, whatever was typed.
  const digits = (values: Row): Row =>
    typeof values.national_code === 'string'
      ? { ...values, national_code: toAsciiDigits(values.national_code) }
      : values;
  return {
    ...base,
    create: (values, ctx) => base.create(digits(values), ctx),
    update: (id, values, ctx) => base.update(id, digits(values), ctx),
  };
}
