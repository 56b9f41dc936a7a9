import { IRAN_MOBILE } from './resources/common.ts';
import { fieldList } from './resources/define.ts';

/**
 * The storefront's contact form (POST /api/front/contacts). The admin `contacts` resource only reads
 * these messages, so its fields are read-only; this is what a visitor may send. The mobile accepts any
 * digit script (the rule reads ASCII digits first).
 */
export const contactFormFields = fieldList([
  { name: 'name', label: 'نام', type: 'text', rules: { required: true, min: 2, max: 100 } },
  { name: 'email', label: 'ایمیل', type: 'email', rules: { email: true, max: 191 } },
  {
    name: 'phone_number',
    label: 'تلفن همراه',
    type: 'mobile',
    rules: { required: true, regex: IRAN_MOBILE },
    hint: 'مثل ۰۹۱۲۱۲۳۴۵۶۷',
  },
  { name: 'subject', label: 'موضوع', type: 'text', rules: { required: true, min: 2, max: 150 } },
  { name: 'body', label: 'متن پیام', type: 'textarea', rules: { required: true, min: 5, max: 5000 } },
]);

/** The staff answer to a contact message (PUT admin/contacts/{id}/answer). */
export const contactAnswerFields = fieldList([
  { name: 'answer', label: 'پاسخ', type: 'textarea', rules: { required: true, min: 2, max: 5000 } },
]);
