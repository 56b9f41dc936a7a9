import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { wallets } from '../../db/schema/index.ts';
import type { CustomerRow } from '../../services/people/customer-by-mobile.ts';

/** The signed-in customer's own profile, with the wallet balance. */
export async function serializeCustomerProfile(db: Db, customer: CustomerRow) {
  const [wallet] = await db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.customerId, customer.id));
  return {
    id: customer.id,
    first_name: customer.firstName,
    last_name: customer.lastName,
    mobile: customer.mobile,
    email: customer.email,
    national_code: customer.nationalCode,
    gender: customer.gender,
    birth_date: customer.birthDate,
    newsletter: customer.newsletter,
    wallet_balance: wallet?.balance ?? 0,
    created_at: customer.createdAt,
  };
}
