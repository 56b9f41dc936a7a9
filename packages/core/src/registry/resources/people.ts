import { adminPermissions } from '../permissions.ts';
import { resourceHead } from '../resource-heads.ts';
import { createdAtColumn, createdAtFilter, IRAN_MOBILE, idColumn, searchFilter } from './common.ts';
import { resource, resources } from './define.ts';

/** Staff accounts, staff roles, sellers and customer roles. */
export const peopleResources = resources([
  resource({
    ...resourceHead('admins'),
    area: 'people',
    endpoint: 'admin/admins',
    responseKey: { list: 'admins', item: 'admin' },
    fields: [
      { name: 'name', label: 'نام', type: 'text', rules: { required: true, max: 100 } },
      { name: 'username', label: 'نام کاربری', type: 'text', rules: { required: true, max: 20 } },
      {
        name: 'password',
        label: 'رمز عبور',
        type: 'password',
        createOnly: true,
        rules: { required: true, min: 6, confirmed: true },
      },
      {
        name: 'password_confirmation',
        label: 'تکرار رمز عبور',
        type: 'password',
        createOnly: true,
        rules: { required: true },
      },
      { name: 'email', label: 'ایمیل', type: 'email', rules: { email: true, max: 191 } },
      {
        name: 'mobile',
        label: 'موبایل',
        type: 'mobile',
        rules: { regex: IRAN_MOBILE },
        hint: 'مثل ۰۹۱۲۱۲۳۴۵۶۷',
      },
      { name: 'role', label: 'نقش', type: 'reference', reference: 'roles', rules: { required: true } },
    ],
    columns: [
      idColumn,
      { name: 'name', label: 'نام' },
      { name: 'username', label: 'نام کاربری' },
      { name: 'mobile', label: 'موبایل', type: 'mobile' },
      { name: 'email', label: 'ایمیل', type: 'email' },
      { name: 'role', label: 'نقش', type: 'reference' },
      createdAtColumn,
    ],
    filters: [searchFilter, createdAtFilter],
    sortKeys: ['id', 'name', 'username', 'created_at'],
    perPage: 15,
    searchField: 'name',
  }),
  resource({
    ...resourceHead('roles'),
    area: 'people',
    endpoint: 'admin/roles',
    responseKey: { list: 'roles', item: 'role' },
    fields: [
      {
        name: 'name',
        label: 'نام لاتین',
        type: 'text',
        rules: { required: true, min: 2, max: 100 },
        hint: 'مثل order_manager',
      },
      { name: 'label', label: 'عنوان', type: 'text', rules: { required: true, max: 100 } },
      {
        name: 'permissions',
        label: 'دسترسی‌ها',
        type: 'multiselect',
        options: adminPermissions.map((p) => ({ value: p.name, label: p.label })),
        heldPermissionsOnly: true,
        rules: { required: true },
      },
    ],
    columns: [
      idColumn,
      { name: 'name', label: 'نام لاتین' },
      { name: 'label', label: 'عنوان' },
      createdAtColumn,
    ],
    filters: [searchFilter],
    sortKeys: ['id', 'name', 'created_at'],
    perPage: 15,
    searchField: 'label',
  }),
  resource({
    ...resourceHead('sellers'),
    area: 'people',
    endpoint: 'admin/sellers',
    responseKey: { list: 'sellers', item: 'seller' },
    fields: [
      { name: 'full_name', label: 'نام و نام خانوادگی', type: 'text', rules: { required: true, max: 191 } },
      { name: 'national_code', label: 'کد ملی', type: 'text', rules: { digits: 10, national_code: true } },
      { name: 'description', label: 'توضیحات', type: 'textarea', rules: { max: 1000 } },
    ],
    columns: [
      idColumn,
      { name: 'full_name', label: 'نام و نام خانوادگی' },
      { name: 'national_code', label: 'کد ملی' },
      createdAtColumn,
    ],
    filters: [searchFilter],
    sortKeys: ['id', 'full_name', 'created_at'],
    perPage: 15,
    searchField: 'full_name',
  }),
  resource({
    ...resourceHead('customer_roles'),
    area: 'people',
    endpoint: 'admin/customer_roles',
    responseKey: { list: 'customer_roles', item: 'customer_role' },
    fields: [
      { name: 'name', label: 'نام', type: 'text', rules: { required: true, max: 100 }, hint: 'مثل VIP' },
      {
        name: 'see_expired',
        label: 'دیدن موارد منقضی',
        type: 'boolean',
        hint: 'محصولات و تخفیف‌های منتشرنشده یا منقضی را ببیند',
      },
    ],
    columns: [
      idColumn,
      { name: 'name', label: 'نام' },
      { name: 'see_expired', label: 'دیدن موارد منقضی', type: 'boolean' },
    ],
    filters: [searchFilter],
    sortKeys: ['id', 'name'],
    perPage: 15,
    searchField: 'name',
  }),
]);
