import { toPersianDigits } from '@shop-admin/core';
import { asc, eq, inArray } from 'drizzle-orm';
import { addresses, cities, customerRoles, customers, sellers, withdraws } from '../db/schema/index.ts';
import { customerSearchText } from '../services/people/customer-by-mobile.ts';
import { depositToWallet, withdrawFromWallet } from '../services/wallet/ledger.ts';
import { genderOfFirstName, randomEmail, randomMobile, randomPerson } from './demo-names.ts';
import { before, DAY, type DemoContext, type DemoStep, HOUR, insertInBatches, scaled } from './demo-step.ts';
import type { Random } from './random.ts';

const STREETS = [
  'خیابان آزادی',
  'خیابان ولیعصر',
  'بلوار کشاورز',
  'خیابان امام خمینی',
  'بلوار فردوسی',
  'خیابان بهار',
  'خیابان شریعتی',
  'بلوار جمهوری',
  'خیابان مطهری',
  'بلوار معلم',
];
const PLACES = ['کوچه', 'بن‌بست', 'کوچه شهید'];
/** Where most of the shop's customers live; the rest are spread over every city. */
const BIG_CITIES = ['تهران', 'مشهد', 'اصفهان', 'شیراز', 'تبریز', 'کرج', 'قم', 'اهواز', 'رشت', 'کرمان'];
const STAFF_DEPOSITS = [
  'جبران تاخیر در ارسال سفارش',
  'هدیه تولد',
  'شارژ کارت به کارت مشتری',
  'جایزه مسابقه اینستاگرام',
  'بازگشت هزینه ارسال',
  'جبران کسری کالا در بسته',
];
const STAFF_DEBITS = ['اصلاح شارژ اشتباه', 'کسر هزینه ارسال مرجوعی'];
const SELLERS = [
  ['محسن', 'بهرامی', 'فروشنده شعبه مرکزی'],
  ['نسرین', 'قربانی', 'مسئول صندوق عصر'],
  ['یاسر', 'کرمانی', 'فروشنده پاره‌وقت آخر هفته'],
  ['فرشته', 'امینی', 'کارشناس پوشاک زنانه'],
  ['بابک', 'شاکری', 'فروشنده شعبه شمال تهران'],
  ['هانیه', 'سلطانی', 'کارشناس اکسسوری'],
] as const;

/** A 10-digit national code with the right check digit (core's isValidNationalCode accepts it). */
export function demoNationalCode(random: Random): string {
  for (;;) {
    const body = random.digits(9);
    if (/^(\d)\1{8}$/.test(body)) continue;
    let sum = 0;
    for (let i = 0; i < 9; i++) sum += Number(body[i]) * (10 - i);
    const remainder = sum % 11;
    return `${body}${remainder < 2 ? remainder : 11 - remainder}`;
  }
}

/** A 16-digit card number of a Shetab bank prefix that passes the Luhn check. */
export function demoCardNumber(random: Random): string {
  const body = `${random.pick(['603799', '610433', '589210', '627353', '621986', '603769'])}${random.digits(9)}`;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    let digit = Number(body[i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A birth date between 1340 and 1385 (Jalali), as the stored Gregorian day. */
const birthDate = (random: Random): string =>
  `${random.int(1961, 2006)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;

async function seedRolesAndSellers(ctx: DemoContext): Promise<{ vip: number; wholesale: number }> {
  const { db, random } = ctx;
  await db
    .insert(customerRoles)
    .values([
      { name: 'VIP', seeExpired: true },
      { name: 'همکار عمده', seeExpired: false },
    ])
    .onConflictDoNothing();
  const roles = await db
    .select()
    .from(customerRoles)
    .where(inArray(customerRoles.name, ['VIP', 'همکار عمده']));
  await db.insert(sellers).values(
    SELLERS.map(([first, last, description]) => ({
      fullName: `${first} ${last}`,
      nationalCode: demoNationalCode(random),
      description,
      createdAt: before(ctx, random.int(100, 700) * DAY),
    })),
  );
  return {
    vip: roles.find((r) => r.name === 'VIP')?.id as number,
    wholesale: roles.find((r) => r.name === 'همکار عمده')?.id as number,
  };
}

/** Customers with Persian names, some profile details, roles, and one to three addresses each. */
async function seedCustomers(ctx: DemoContext, roles: { vip: number; wholesale: number }) {
  const { db, random } = ctx;
  const cityRows = await db.select({ id: cities.id, name: cities.name }).from(cities).orderBy(asc(cities.id));
  if (!cityRows.length) throw new Error('the demo customers need the base seed’s provinces and cities');
  const big = cityRows.filter((c) => BIG_CITIES.includes(c.name));
  const taken = new Set<string>();
  const people = Array.from({ length: scaled(ctx, 300) }, () => {
    const person = randomPerson(random);
    const [first = '', last = ''] = person.name.split(' ');
    const mobile = randomMobile(random, taken);
    const createdAt = before(ctx, random.int(1, 420) * DAY + random.int(0, 23) * HOUR);
    return {
      firstName: first,
      lastName: last,
      mobile,
      email: random.chance(0.4) ? randomEmail(random, person.handle) : null,
      nationalCode: random.chance(0.6) ? demoNationalCode(random) : null,
      gender: random.chance(0.1) ? null : genderOfFirstName(first),
      birthDate: random.chance(0.5) ? birthDate(random) : null,
      cardNumber: random.chance(0.3) ? demoCardNumber(random) : null,
      newsletter: random.chance(0.3),
      foreignNational: random.chance(0.02),
      status: random.chance(0.03) ? 0 : 1,
      roleId: random.chance(0.05) ? roles.vip : random.chance(0.02) ? roles.wholesale : null,
      search: customerSearchText(first, last, mobile),
      createdAt,
      updatedAt: createdAt,
    };
  });
  // Older customers get smaller ids, as in a real shop.
  people.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const ids: number[] = [];
  await insertInBatches(people, 500, async (batch) => {
    const rows = await db.insert(customers).values(batch).returning({ id: customers.id });
    ids.push(...rows.map((r) => r.id));
  });
  const addressRows = people.flatMap((p, i) =>
    Array.from({ length: random.int(1, 3) }, (_, n) => {
      const other = n > 0 && random.chance(0.3) ? randomPerson(random).name.split(' ') : null;
      const city = big.length && random.chance(0.6) ? random.pick(big) : random.pick(cityRows);
      return {
        customerId: ids[i] as number,
        cityId: city.id,
        firstName: other?.[0] ?? p.firstName,
        lastName: other?.[1] ?? p.lastName,
        mobile: p.mobile,
        address: `${random.pick(STREETS)}، ${random.pick(PLACES)} ${toPersianDigits(random.int(1, 40))}، پلاک ${toPersianDigits(random.int(1, 120))}${random.chance(0.4) ? `، واحد ${toPersianDigits(random.int(1, 12))}` : ''}`,
        postalCode: random.chance(0.9) ? `${random.int(1, 9)}${random.digits(9)}` : null,
        telephone: random.chance(0.3) ? `0${random.int(11, 87)}${random.digits(8)}` : null,
        deletedAt: n > 0 && random.chance(0.1) ? p.createdAt : null,
        createdAt: p.createdAt,
        updatedAt: p.createdAt,
      };
    }),
  );
  await insertInBatches(addressRows, 1000, (batch) => db.insert(addresses).values(batch));
  return { ids, people, addresses: addressRows.length };
}

/**
 * Wallet history through the ledger: staff deposits (with reasons and tracking codes) for sixty
 * customers, a few staff corrections, and withdraw requests in every status (pending
 * and paid hold their amount out of the wallet, canceled ones were refunded).
 */
async function seedWallets(ctx: DemoContext, ids: readonly number[]) {
  const { db, random } = ctx;
  const staff = ctx.made.admins.length ? ctx.made.admins : [null];
  const holders = random.shuffle(ids.slice(0, 300)).slice(0, 60);
  let moves = 0;
  const balances = new Map<number, number>();
  for (const customerId of holders) {
    for (let n = random.int(1, 2); n > 0; n--) {
      const admin = random.pick(staff);
      const amount = random.int(2, 60) * 5_000;
      await depositToWallet(db, {
        customerId,
        amount,
        gift: random.chance(0.2),
        adminId: admin?.id ?? null,
        meta: {
          description: random.pick(STAFF_DEPOSITS),
          tracking_code: random.chance(0.5) ? random.digits(12) : null,
        },
        now: before(ctx, random.int(20, 89) * DAY + random.int(0, 23) * HOUR),
      });
      balances.set(customerId, (balances.get(customerId) ?? 0) + amount);
      moves += 1;
    }
    if (random.chance(0.1)) {
      const amount = Math.min(balances.get(customerId) ?? 0, 10_000);
      if (amount >= 1000) {
        await withdrawFromWallet(db, {
          customerId,
          amount,
          adminId: random.pick(staff)?.id ?? null,
          meta: { description: random.pick(STAFF_DEBITS) },
          now: before(ctx, random.int(10, 19) * DAY),
        });
        balances.set(customerId, (balances.get(customerId) ?? 0) - amount);
        moves += 1;
      }
    }
  }
  const statuses = ['pending', 'pending', 'pending', 'paid', 'paid', 'paid', 'paid', 'canceled', 'canceled'];
  const requesters = [...balances].filter(([, b]) => b >= 60_000).slice(0, 15);
  let requests = 0;
  for (const [i, [customerId, balance]] of requesters.entries()) {
    const status = statuses[i % statuses.length] as string;
    const amount = Math.min(balance, random.int(10, 40) * 5_000);
    const at = before(ctx, random.int(1, 9) * DAY + random.int(0, 23) * HOUR);
    const [row] = await db
      .insert(withdraws)
      .values({
        customerId,
        amount,
        cardNumber: demoCardNumber(random),
        shabaCode: random.chance(0.5) ? `IR${random.digits(24)}` : null,
        trackingCode: status === 'paid' ? random.digits(10) : null,
        status,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: withdraws.id });
    const id = row?.id as number;
    await withdrawFromWallet(db, {
      customerId,
      amount,
      meta: { description: `برداشت برای درخواست برداشت شماره ${toPersianDigits(id)}`, withdraw_id: id },
      now: at,
    });
    if (status === 'canceled') {
      await depositToWallet(db, {
        customerId,
        amount,
        adminId: random.pick(staff)?.id ?? null,
        meta: {
          description: `بازگشت مبلغ درخواست برداشت لغوشده شماره ${toPersianDigits(id)}`,
          withdraw_id: id,
        },
        now: new Date(at.getTime() + random.int(2, 30) * HOUR),
      });
      moves += 1;
    }
    moves += 1;
    requests += 1;
  }
  return { moves, requests };
}

/**
 * Customers of the demo shop: about 300 (×50 at the large scale) with Persian names, addresses across
 * Iran, the VIP and wholesale roles, sellers, and wallet history with withdraw requests. Runs before
 * shipping (VIP prices) and orders (which pick these customers and refund canceled orders to their wallets).
 */
export const peopleStep: DemoStep = {
  name: 'people',
  async run(ctx) {
    const roles = await seedRolesAndSellers(ctx);
    const made = await seedCustomers(ctx, roles);
    const wallet = await seedWallets(ctx, made.ids);
    ctx.counts.customers = made.ids.length;
    ctx.counts.addresses = made.addresses;
    ctx.counts.sellers = SELLERS.length;
    ctx.counts['wallet-transactions'] = wallet.moves;
    ctx.counts.withdraws = wallet.requests;
  },
};

/** The customer ids of the demo (for later steps), oldest first. */
export async function demoCustomerIds(ctx: DemoContext): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.status, 1))
    .orderBy(asc(customers.id));
  return rows.map((r) => r.id);
}
