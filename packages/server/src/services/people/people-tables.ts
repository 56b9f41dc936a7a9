import { type FieldValues, toAsciiDigits } from '@shop-admin/core';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerRoles, customers, sellers } from '../../db/schema/index.ts';
import type { ResourceService } from '../resource-service.ts';
import { declaredTableService, type SqlRecord } from '../table-service.ts';

type CustomerRoleJson = SqlRecord<typeof customerRoles>;
type SellerJson = SqlRecord<typeof sellers>;

/** Customer tiers (Shopit `customer_roles`: name, see_expired); a role still held by customers is kept. */
export function customerRolesService(
  db: Db,
): ResourceService<CustomerRoleJson, FieldValues<'customer_roles'>, 'customer_roles'> {
  return declaredTableService(db, 'customer_roles', customerRoles, {
    defaultSort: { field: 'id', desc: false },
    uniqueLabels: { name: 'نام نقش' },
    beforeDelete: async (id, tx) => {
      const [row] = await tx.select({ n: count() }).from(customers).where(eq(customers.roleId, id));
      return (row?.n ?? 0) > 0 ? 'این نقش به مشتریانی داده شده است؛ نخست نقش آن‌ها را تغییر دهید.' : null;
    },
  });
}

/** In-person sellers (Shopit `sellers`: full_name, national_code, description). */
export function sellersService(db: Db): ResourceService<SellerJson, FieldValues<'sellers'>, 'sellers'> {
  const base = declaredTableService(db, 'sellers', sellers, {
    alsoSearch: ['national_code'],
  });
  // National codes are stored in Latin digits, whatever was typed.
  const digits = (values: FieldValues<'sellers'>): FieldValues<'sellers'> =>
    typeof values.national_code === 'string'
      ? { ...values, national_code: toAsciiDigits(values.national_code) }
      : values;
  return {
    ...base,
    create: (values, ctx) => base.create(digits(values), ctx),
    update: (id, values, ctx) => base.update(id, digits(values), ctx),
  };
}
