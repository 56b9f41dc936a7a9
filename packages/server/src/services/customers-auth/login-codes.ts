import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { smsTokens } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { serverSecret } from '../auth/server-secret.ts';
import type { SmsSender } from '../sms/sms-sender.ts';

/** The rules of one-time sign-in codes. */
export const LOGIN_CODE_RULES = {
  /** Digits in a code. */
  length: 6,
  /** A code is good this long (Shopit's sms_tokens: 5 minutes). */
  ttlMs: 5 * 60_000,
  /** Wrong tries that burn a code. */
  maxAttempts: 5,
  /** At least this long between two codes for one mobile. */
  resendGapMs: 60_000,
  /** Codes per mobile, and per asking address, within `windowMs`. */
  perMobile: 5,
  perAddress: 20,
  windowMs: 60 * 60_000,
} as const;

export const LOGIN_CODE_MESSAGES = {
  sent: 'کد ورود به شماره موبایل ارسال شد؛ تا ۵ دقیقه معتبر است.',
  tooMany: 'درخواست کد ورود بیش از حد مجاز است؛ کمی بعد دوباره تلاش کنید.',
  invalid: 'کد ورود نادرست است یا منقضی شده است.',
  /** Latin digits, which phones offer to fill in. */
  text: (code: string) => `کد ورود شما به فروشگاه: ${code}\nاین کد را به کسی ندهید.`,
} as const;

/** The key codes are hashed with (server_keys), so a copy of the table alone cannot try the million codes. */
const codeSecret = (db: Db) => serverSecret(db, 'login_code_secret');

/** HMAC-SHA256 (hex) of the mobile and the code. */
const hashCode = (secret: string, mobile: string, code: string) =>
  createHmac('sha256', secret).update(`${mobile}|${code}`).digest('hex');

const tooMany = () => new AppError(429, 'too_many_login_codes', LOGIN_CODE_MESSAGES.tooMany);

/**
 * Sends a new one-time code to a mobile: refused (429) when the mobile had a code in the last minute or
 * five in the last hour, or the address asked for twenty in the last hour. The counts are read and the
 * row written under advisory locks on the mobile and the address, so every instance shares the limits.
 * The answer is the same whether or not the mobile belongs to a customer.
 */
export async function sendLoginCode(
  db: Db,
  sms: SmsSender,
  input: { mobile: string; ip: string; now: Date },
): Promise<void> {
  const { mobile, ip, now } = input;
  const code = String(randomInt(0, 10 ** LOGIN_CODE_RULES.length)).padStart(LOGIN_CODE_RULES.length, '0');
  const secret = await codeSecret(db);
  const id = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-mobile:${mobile}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-ip:${ip}`}))`);
    const since = new Date(now.getTime() - LOGIN_CODE_RULES.windowMs);
    const [latest] = await tx
      .select({ createdAt: smsTokens.createdAt })
      .from(smsTokens)
      .where(eq(smsTokens.mobile, mobile))
      .orderBy(desc(smsTokens.id))
      .limit(1);
    if (latest && now.getTime() - latest.createdAt.getTime() < LOGIN_CODE_RULES.resendGapMs) throw tooMany();
    const [perMobile] = await tx
      .select({ n: count() })
      .from(smsTokens)
      .where(and(eq(smsTokens.mobile, mobile), gt(smsTokens.createdAt, since)));
    const [perAddress] = await tx
      .select({ n: count() })
      .from(smsTokens)
      .where(and(eq(smsTokens.ip, ip), gt(smsTokens.createdAt, since)));
    if ((perMobile?.n ?? 0) >= LOGIN_CODE_RULES.perMobile) throw tooMany();
    if ((perAddress?.n ?? 0) >= LOGIN_CODE_RULES.perAddress) throw tooMany();
    // A new code replaces any earlier one still open.
    await tx
      .update(smsTokens)
      .set({ usedAt: now, updatedAt: now })
      .where(and(eq(smsTokens.mobile, mobile), isNull(smsTokens.usedAt)));
    const [row] = await tx
      .insert(smsTokens)
      .values({
        mobile,
        codeHash: hashCode(secret, mobile, code),
        ip,
        expiresAt: new Date(now.getTime() + LOGIN_CODE_RULES.ttlMs),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: smsTokens.id });
    if (!row) throw new Error('sms token was not written');
    return row.id;
  });
  await sms.send({ to: mobile, text: LOGIN_CODE_MESSAGES.text(code), key: `login-${mobile}-${id}` });
}

/**
 * Uses the mobile's open code: true once for the right code before it expires. A wrong code counts a
 * try and the fifth wrong try burns the code (the count is committed, whatever the answer). The row is
 * locked, so two tries of one code at once succeed at most once.
 */
export async function useLoginCode(
  db: Db,
  input: { mobile: string; code: string; now: Date },
): Promise<boolean> {
  const { mobile, code, now } = input;
  const secret = await codeSecret(db);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [open] = await tx
      .select()
      .from(smsTokens)
      .where(and(eq(smsTokens.mobile, mobile), isNull(smsTokens.usedAt), gt(smsTokens.expiresAt, now)))
      .orderBy(desc(smsTokens.id))
      .limit(1)
      .for('update');
    if (!open) return false;
    const given = Buffer.from(hashCode(secret, mobile, code), 'hex');
    const stored = Buffer.from(open.codeHash, 'hex');
    const right = given.length === stored.length && timingSafeEqual(given, stored);
    const attempts = right ? open.attempts : open.attempts + 1;
    const burnt = right || attempts >= LOGIN_CODE_RULES.maxAttempts;
    await tx
      .update(smsTokens)
      .set({ attempts, usedAt: burnt ? now : null, updatedAt: now })
      .where(eq(smsTokens.id, open.id));
    return right;
  });
}
