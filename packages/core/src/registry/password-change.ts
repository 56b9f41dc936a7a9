import { fieldList } from './resources/define.ts';

/**
 * Changing one's own password (PUT admin/password): the password in use, then the new one twice.
 * The current password proves it is the owner at the keyboard, not whoever found the laptop signed in
 * or holds a leaked token. The server validates with these fields, the web's dialog and the CLI's
 * `password` command ask for them.
 */
export const passwordChangeFields = fieldList([
  { name: 'current_password', label: 'رمز عبور فعلی', type: 'password', rules: { required: true, max: 200 } },
  {
    name: 'password',
    label: 'رمز عبور تازه',
    type: 'password',
    rules: { required: true, min: 6, max: 200, confirmed: true },
  },
  {
    name: 'password_confirmation',
    label: 'تکرار رمز عبور تازه',
    type: 'password',
    rules: { required: true },
  },
]);
