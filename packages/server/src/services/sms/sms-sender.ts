import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One text message to one mobile. */
export interface OutgoingSms {
  /** The mobile, 11 Latin digits (09…). */
  to: string;
  text: string;
  /** Names the outbox file; the same message gets the same name. */
  key: string;
}

/**
 * Where text messages go. The default driver writes them to the outbox folder; a real provider
 * (Kavenegar, SMS.ir …) is one more driver behind this interface, picked by `SHOP_SMS_DRIVER`.
 */
export interface SmsSender {
  send(sms: OutgoingSms): Promise<void>;
}

/** The SMS drivers this server knows, by their `SHOP_SMS_DRIVER` name. */
export const SMS_DRIVERS = ['outbox'] as const;

/**
 * The outbox driver: each message becomes `<outboxDir>/sms/<key>.txt` (`To:` and `Date:` lines, a blank
 * line, the text), written then renamed so a reader never sees half a file. Development and tests read
 * the one-time codes from there, as they read newsletters' `.eml` files.
 */
export function createOutboxSmsSender(options: { outboxDir: string; clock: () => Date }): SmsSender {
  const folder = join(options.outboxDir, 'sms');
  return {
    async send(sms) {
      await mkdir(folder, { recursive: true });
      const file = join(folder, `${sms.key}.txt`);
      const body = `To: ${sms.to}\nDate: ${options.clock().toISOString()}\n\n${sms.text}\n`;
      await writeFile(`${file}.tmp`, body);
      await rename(`${file}.tmp`, file);
    },
  };
}

/** The configured SMS driver; an unknown name stops the server at start-up. */
export function createSmsSender(
  config: { smsDriver: string; outboxDir: string },
  clock: () => Date,
): SmsSender {
  if (config.smsDriver === 'outbox') return createOutboxSmsSender({ outboxDir: config.outboxDir, clock });
  throw new Error(
    `SHOP_SMS_DRIVER=${config.smsDriver} is not a known SMS driver (known: ${SMS_DRIVERS.join(', ')})`,
  );
}
