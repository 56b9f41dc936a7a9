import { resourceHead } from '../resource-heads.ts';
import { idColumn, searchFilter, statusColumn, statusField, statusFilter } from './common.ts';
import { resource, resources } from './define.ts';

/** Provinces and cities, the areas shipping prices are set for (Shopit permission stem `area`). */
export const ordersResources = resources([
  resource({
    ...resourceHead('provinces'),
    area: 'orders',
    endpoint: 'admin/provinces',
    responseKey: { list: 'provinces', item: 'province' },
    fields: [
      { name: 'name', label: 'نام استان', type: 'text', rules: { required: true, max: 100 } },
      statusField,
    ],
    columns: [idColumn, { name: 'name', label: 'نام استان', sortable: true }, statusColumn],
    filters: [searchFilter, statusFilter],
    sortKeys: ['id', 'name'],
    perPage: 15,
    searchField: 'name',
  }),
  resource({
    ...resourceHead('cities'),
    area: 'orders',
    endpoint: 'admin/cities',
    responseKey: { list: 'cities', item: 'city' },
    fields: [
      { name: 'name', label: 'نام شهر', type: 'text', rules: { required: true, max: 100 } },
      {
        name: 'province_id',
        label: 'استان',
        type: 'reference',
        reference: 'provinces',
        rules: { required: true },
      },
      statusField,
    ],
    columns: [
      idColumn,
      { name: 'name', label: 'نام شهر', sortable: true },
      { name: 'province_id', label: 'استان', type: 'reference' },
      statusColumn,
    ],
    filters: [
      searchFilter,
      { name: 'province_id', label: 'استان', type: 'reference', reference: 'provinces' },
      statusFilter,
    ],
    sortKeys: ['id', 'name'],
    perPage: 15,
    searchField: 'name',
  }),
]);
