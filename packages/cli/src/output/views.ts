import type { FieldOption, ResourceDef } from '@shop-admin/core/base';
import type { ColumnView } from './cells.ts';

function optionsOf(resource: ResourceDef, name: string): readonly FieldOption[] | undefined {
  return (
    resource.fields.find((field) => field.name === name)?.options ??
    resource.filters.find((filter) => filter.name === name)?.options
  );
}

/** The list columns of a resource, as its declaration gives them (labels, types, alignment). */
export function listColumns(resource: ResourceDef): ColumnView[] {
  return resource.columns.map((column) => {
    const options = optionsOf(resource, column.name);
    return {
      key: column.name,
      label: column.label,
      ...(column.type === undefined ? {} : { type: column.type }),
      ...(column.align === undefined ? {} : { align: column.align }),
      ...(options === undefined ? {} : { options }),
    };
  });
}

/** Every column and field of one record (passwords left out), for `get` and after `create`/`update`. */
export function recordColumns(resource: ResourceDef): ColumnView[] {
  const columns = listColumns(resource);
  const seen = new Set(columns.map((column) => column.key));
  for (const field of resource.fields) {
    if (seen.has(field.name) || field.type === 'password') continue;
    seen.add(field.name);
    columns.push({
      key: field.name,
      label: field.label,
      type: field.type,
      ...(field.options === undefined ? {} : { options: field.options }),
    });
  }
  return columns;
}
