import type { Random } from './random.ts';

/** A Persian name with the Latin spelling staff use in usernames and e-mail addresses. */
export interface NamePart {
  fa: string;
  en: string;
}

// biome-ignore format: a table
const FIRST_NAMES: readonly NamePart[] = [
  { fa: 'علی', en: 'ali' }, { fa: 'محمد', en: 'mohammad' }, { fa: 'رضا', en: 'reza' }, { fa: 'حسین', en: 'hossein' },
  { fa: 'مهدی', en: 'mahdi' }, { fa: 'امیر', en: 'amir' }, { fa: 'سعید', en: 'saeed' }, { fa: 'حمید', en: 'hamid' },
  { fa: 'کامران', en: 'kamran' }, { fa: 'پویا', en: 'pouya' }, { fa: 'آرش', en: 'arash' }, { fa: 'بهنام', en: 'behnam' },
  { fa: 'مریم', en: 'maryam' }, { fa: 'زهرا', en: 'zahra' }, { fa: 'فاطمه', en: 'fatemeh' }, { fa: 'سارا', en: 'sara' },
  { fa: 'نرگس', en: 'narges' }, { fa: 'الهام', en: 'elham' }, { fa: 'مینا', en: 'mina' }, { fa: 'نیلوفر', en: 'niloofar' },
  { fa: 'شیما', en: 'shima' }, { fa: 'پریسا', en: 'parisa' }, { fa: 'لیلا', en: 'leila' }, { fa: 'سمیرا', en: 'samira' },
];

// biome-ignore format: a table
const LAST_NAMES: readonly NamePart[] = [
  { fa: 'احمدی', en: 'ahmadi' }, { fa: 'محمدی', en: 'mohammadi' }, { fa: 'حسینی', en: 'hosseini' },
  { fa: 'رضایی', en: 'rezaei' }, { fa: 'کریمی', en: 'karimi' }, { fa: 'موسوی', en: 'mousavi' },
  { fa: 'جعفری', en: 'jafari' }, { fa: 'صادقی', en: 'sadeghi' }, { fa: 'رحیمی', en: 'rahimi' },
  { fa: 'کاظمی', en: 'kazemi' }, { fa: 'نوری', en: 'nouri' }, { fa: 'تهرانی', en: 'tehrani' },
  { fa: 'اکبری', en: 'akbari' }, { fa: 'شریفی', en: 'sharifi' }, { fa: 'قاسمی', en: 'ghasemi' },
  { fa: 'یزدانی', en: 'yazdani' }, { fa: 'فراهانی', en: 'farahani' }, { fa: 'نجفی', en: 'najafi' },
];

const MOBILE_PREFIXES = ['0912', '0919', '0935', '0936', '0901', '0902', '0910', '0937', '0990'];
const MAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com'];

/** A random Persian person: full name in Persian, a Latin handle (`maryam.ahmadi`). */
export function randomPerson(random: Random): { name: string; handle: string } {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  return { name: `${first.fa} ${last.fa}`, handle: `${first.en}.${last.en}` };
}

const FEMALE_FIRST_NAMES = new Set([
  'مریم',
  'زهرا',
  'فاطمه',
  'سارا',
  'نرگس',
  'الهام',
  'مینا',
  'نیلوفر',
  'شیما',
  'پریسا',
  'لیلا',
  'سمیرا',
]);

/** The gender a Persian first name of `randomPerson` suggests. */
export const genderOfFirstName = (first: string): 'female' | 'male' =>
  FEMALE_FIRST_NAMES.has(first) ? 'female' : 'male';

/** An Iranian mobile number (09xxxxxxxxx) not yet in `taken`; it is added to `taken`. */
export function randomMobile(random: Random, taken: Set<string>): string {
  for (;;) {
    const mobile = `${random.pick(MOBILE_PREFIXES)}${random.digits(7)}`;
    if (!taken.has(mobile)) {
      taken.add(mobile);
      return mobile;
    }
  }
}

/** A personal e-mail address for a handle. */
export function randomEmail(random: Random, handle: string): string {
  return `${handle.replace('.', random.pick(['.', '_', '']))}${random.chance(0.4) ? random.int(1, 99) : ''}@${random.pick(MAIL_DOMAINS)}`;
}
