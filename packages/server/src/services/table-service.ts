import {
  type FieldName,
  type FieldValues,
  type FilterName,
  jalaliDayRange,
  normalizePersian,
  type ResourceDef,
  type ResourceName,
  readDayInput,
  resourceNamed,
  writableFields,
} from '@shop-admin/core';
import { and, asc, count, desc, eq, getTableColumns, gte, like, lt, or, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors.ts';
import { foldedPersian, likeLiteral } from '../db/persian-sql.ts';
import { type AppError, notFound, refused } from '../http/errors.ts';
import { withBooleanFilters } from './list-filters.ts';
import { onePage } from './list-page.ts';
import type { ListQuery, ResourceService, WriteValues } from './resource-service.ts';

/** How the table core below the declared service reads one table (built only by `declaredTableService`). */
interface TableServiceOptions<Row> {
  /** The declared resource served. */
  resourceName: string;
  table: PgTable;
  id: AnyPgColumn;
  /** Resource field name → column, for writes. */
  columns: Record<string, AnyPgColumn>;
  /** Columns searched by `?search=` (Persian-folded, substring). */
  searchColumns?: readonly AnyPgColumn[];
  /** Filter query key → column, compared for equality. */
  filterColumns?: Record<string, AnyPgColumn>;
  /** Sort key → column; also the default order's column via `defaultSort`. */
  sortColumns?: Record<string, AnyPgColumn>;
  defaultSort?: { column: AnyPgColumn; desc: boolean };
  /** The list's whole order without `sort_by` (several columns), instead of `defaultSort`. */
  defaultOrder?: readonly SQL[];
  /** Rows of equal sort value follow each other by id, oldest first (`asc`, the default) or newest. */
  tieBreak?: 'asc' | 'desc';
  /** A condition of the wrapping service's own filters (a sale's time window), added to every list. */
  alsoWhere?: (query: ListQuery) => SQL | undefined;
  /** Column for the `start_date`/`end_date` filters (Jalali or ISO dates, Tehran days). */
  createdAt?: AnyPgColumn;
  updatedAt?: AnyPgColumn;
  /** Persian labels of unique fields, for a clear 422 when a value is taken. */
  uniqueLabels?: Record<string, string>;
  serialize: (row: Record<string, unknown>) => Row;
  /**
   * Refuses a delete that would break something (returns a Persian reason), before the database does;
   * reads through the delete's transaction.
   */
  beforeDelete?: (id: number, db: Db) => Promise<string | null>;
}

/**
 * Reads a date filter: a day by core's one rule (`readDayInput`: Jalali 1404/08/01 by default, a
 * four-digit year from 1900 on Gregorian, 2026-11-21), else an ISO date-time or a Unix timestamp.
 */
export function readDateFilter(value: string, edge: 'start' | 'end'): Date | null {
  const day = readDayInput(value);
  const jalali = day.ok ? day.day.jalali : null;
  if (jalali) {
    const range = jalaliDayRange(jalali.year, jalali.month, jalali.day);
    return edge === 'start' ? range.start : range.end;
  }
  if (/^\d{9,12}$/.test(value)) return new Date(Number(value) * 1000);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The where-clause of a list query: search, equality filters and the created_at range. */
function listConditions(query: ListQuery, options: TableServiceOptions<unknown>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const search = query.filters.search ?? query.filters.q;
  if (search && options.searchColumns?.length) {
    const needle = `%${likeLiteral(normalizePersian(search))}%`;
    conditions.push(or(...options.searchColumns.map((column) => like(foldedPersian(column), needle))));
  }
  for (const [key, column] of Object.entries(options.filterColumns ?? {})) {
    const value = query.filters[key];
    if (value !== undefined && value !== '') conditions.push(eq(column, filterValue(value)));
  }
  if (options.createdAt) {
    const start = query.filters.start_date ? readDateFilter(query.filters.start_date, 'start') : null;
    const end = query.filters.end_date ? readDateFilter(query.filters.end_date, 'end') : null;
    if (start) conditions.push(gte(options.createdAt, start));
    if (end) conditions.push(lt(options.createdAt, end));
  }
  conditions.push(options.alsoWhere?.(query));
  return and(...conditions);
}

const filterValue = (value: string): string | number | boolean =>
  value === 'true' ? true : value === 'false' ? false : /^-?\d{1,15}$/.test(value) ? Number(value) : value;

/** Maps a unique violation to a 422 naming the field, by the constraint drizzle named `<table>_<column>_unique`. */
export function uniqueViolation(error: unknown, labels: Record<string, string> = {}): AppError | null {
  if (!isUniqueViolation(error)) return null;
  const text =
    JSON.stringify(error, Object.getOwnPropertyNames(error)) + String((error as { cause?: unknown }).cause);
  const field =
    Object.keys(labels).find((name) => text.includes(`_${name}_unique`)) ?? Object.keys(labels)[0] ?? 'id';
  const label = labels[field] ?? field;
  return refused('duplicate', `این ${label} قبلا ثبت شده است.`, field);
}

/** The order of a list: the asked sort key then id (ties), else the default order. */
function listOrder(query: ListQuery, options: TableServiceOptions<unknown>): SQL[] {
  const { id } = options;
  const sortColumn = (query.sortBy && options.sortColumns?.[query.sortBy]) || null;
  if (sortColumn)
    return [
      query.sortDesc ? desc(sortColumn) : asc(sortColumn),
      options.tieBreak === 'desc' ? desc(id) : asc(id),
    ];
  if (options.defaultOrder) return [...options.defaultOrder];
  return [
    options.defaultSort?.desc === false
      ? asc(options.defaultSort.column)
      : desc(options.defaultSort?.column ?? id),
  ];
}

/**
 * A ResourceService over one table: paged, searched, filtered and sorted lists, and single-row
 * writes mapped from the resource's field names to columns; what `declaredTableService` builds
 * from a declaration (never called with hand-written maps).
 */
function tableService<Row>(db: Db, options: TableServiceOptions<Row>): ResourceService<Row> {
  const { table, id } = options;
  const toColumns = (values: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(values)) {
      const column = options.columns[name];
      if (column) out[keyOf(table, column)] = value;
      else throw new Error(`no column for the value "${name}"`);
    }
    return out;
  };
  const writing = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw uniqueViolation(error, options.uniqueLabels) ?? error;
    }
  };
  const get = async (rowId: number, tx?: Db): Promise<Row | null> => {
    const select = (tx ?? db).select().from(table).where(eq(id, rowId)).limit(1);
    const [row] = tx ? await select.for('update') : await select;
    return row ? options.serialize(row as Record<string, unknown>) : null;
  };
  return {
    resourceName: options.resourceName,
    async list(query) {
      const where = listConditions(query, options as TableServiceOptions<unknown>);
      const order = listOrder(query, options as TableServiceOptions<unknown>);
      const base = db
        .select()
        .from(table)
        .where(where)
        .orderBy(...order);
      const rows = await onePage(base.$dynamic(), query.page);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(table).where(where);
      return { items: rows.map((row) => options.serialize(row as Record<string, unknown>)), total };
    },
    get,
    async create(values, ctx) {
      const [row] = await writing(() =>
        ctx.db
          .insert(table)
          .values({ ...toColumns(values), ...stamps(table, options, ctx.now, true) } as never)
          .returning(),
      );
      return options.serialize(row as Record<string, unknown>);
    },
    async update(rowId, values, ctx) {
      const set = { ...toColumns(values), ...stamps(table, options, ctx.now, false) };
      if (Object.keys(set).length)
        await writing(() =>
          ctx.db
            .update(table)
            .set(set as never)
            .where(eq(id, rowId)),
        );
      const row = await get(rowId, ctx.db);
      if (!row) throw notFound();
      return row;
    },
    async remove(rowId, ctx) {
      const reason = await options.beforeDelete?.(rowId, ctx.db);
      if (reason) throw refused('in_use', reason);
      try {
        await ctx.db.delete(table).where(eq(id, rowId));
      } catch (error) {
        if (isForeignKeyViolation(error)) throw refused('in_use');
        throw error;
      }
    },
  };
}

function stamps(table: PgTable, options: TableServiceOptions<unknown>, now: Date, creating: boolean) {
  const out: Record<string, Date> = {};
  if (options.updatedAt) out[keyOf(table, options.updatedAt)] = now;
  if (creating && options.createdAt) out[keyOf(table, options.createdAt)] = now;
  return out;
}

/** The drizzle property name of a column of a table (writes are keyed by property, not SQL name). */
function keyOf(table: PgTable, column: AnyPgColumn): string {
  for (const [key, value] of Object.entries(getTableColumns(table))) if (value === column) return key;
  throw new Error(`column ${column.name} is not in this table`);
}

/**
 * Locks one row FOR UPDATE in a write's transaction: a `get` handed the transaction reads the row this
 * way first, so the route's `before` is what the write changes.
 */
export async function lockRow(tx: Db, table: PgTable, id: AnyPgColumn, rowId: number): Promise<void> {
  await tx.select({ id }).from(table).where(eq(id, rowId)).for('update');
}

/** The column of a table holding a resource field: property `fooBar` for `foo_bar`, or the column named `foo_bar`. */
export function columnOf(table: PgTable, field: string): AnyPgColumn | undefined {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const property = field.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
  return columns[property] ?? Object.values(columns).find((column) => column.name === field);
}

/** The SQL names of a Drizzle table's columns (`'show_index'`), as literal types. */
export type ColumnName<T extends PgTable> = T['_']['columns'][keyof T['_']['columns']]['_']['name'];

/** A row as a declared service answers it without `serialize`: every column under its SQL name, typed. */
export type SqlRecord<T extends PgTable> = {
  [K in keyof T['$inferSelect'] &
    keyof T['_']['columns'] as T['_']['columns'][K]['_']['name']]: T['$inferSelect'][K];
};

/**
 * Where the declaration and the table part ways, named per resource (each with its reason at the call
 * site). Every name is typed: a column name of the table (`ColumnName<T>`) or a declared field or
 * filter of the resource (core's `FieldName<R>`, `FilterName<R>`), so a misspelt one fails typechecking.
 */
export interface DeclaredTableOptions<
  Row,
  T extends PgTable = PgTable,
  R extends ResourceName = ResourceName,
> {
  /** Columns searched by `?search=` besides the declaration's `searchField`. */
  alsoSearch?: readonly ColumnName<T>[];
  /** Equality filters the API takes besides the declared ones (columns by their SQL name). */
  alsoFilter?: readonly ColumnName<T>[];
  /** Declared filters the wrapping service answers itself in `alsoWhere` (no column: a sale's `state`). */
  ownFilters?: readonly FilterName<R>[];
  alsoWhere?: TableServiceOptions<Row>['alsoWhere'];
  tieBreak?: TableServiceOptions<Row>['tieBreak'];
  /** Declared writable fields the wrapping service consumes itself before the table write (no column). */
  notColumns?: readonly FieldName<R>[];
  /** The list's order without `sort_by`; newest id first when absent. */
  defaultSort?: { field: ColumnName<T>; desc: boolean };
  /** The list's whole order without `sort_by` when one column is not enough (a group's rank, then position). */
  defaultOrder?: readonly SQL[];
  /** The row as answered; every column under its SQL name when absent. */
  serialize?: (row: T['$inferSelect']) => Row;
  beforeDelete?: TableServiceOptions<Row>['beforeDelete'];
  /** A unique column's name in its 422 when it differs from the field's label. */
  uniqueLabels?: Partial<Record<ColumnName<T>, string>>;
}

/** A field name's column, or a start-up error naming the resource, the field and why it is needed. */
function requiredColumn(resource: ResourceDef, table: PgTable, field: string, why: string): AnyPgColumn {
  const column = columnOf(table, field);
  if (!column) throw new Error(`${resource.name}: ${why} "${field}" has no column in the table`);
  return column;
}

/** A declared table service, and the where-clause of its lists for a wrapping service's own list. */
export interface DeclaredTableService<Row, Values = WriteValues, N extends string = string>
  extends ResourceService<Row, Values, N> {
  /** The declared search, filters (booleans read as the list reads them) and created_at range of a query. */
  where(query: ListQuery): SQL | undefined;
  /** The list's order for a query (declared sort key then id, else the default): for a list that joins. */
  order(query: ListQuery): SQL[];
}

/**
 * The table service of a core resource declaration: writes take the declared writable fields (each
 * must have a column, or the service is not built: a start-up error, never a value lost at request
 * time); answers carry every column under its SQL name; the declared sort keys, equality filters
 * (boolean columns read 1/0/true/false, anything else a 422) and search field; unique violations
 * answer a 422 labelled with the field's label; `created_at`/`updated_at` are stamped. Writes take
 * `FieldValues<R>`: the declared field names of the resource.
 */
export function declaredTableService<const R extends ResourceName, T extends PgTable, Row = SqlRecord<T>>(
  db: Db,
  declaration: R,
  table: T,
  options?: DeclaredTableOptions<Row, T, R>,
): DeclaredTableService<Row, FieldValues<R>, R>;
/** The same over a declaration object (a test's variant of one): its names are plain strings. */
export function declaredTableService<T extends PgTable, Row = Record<string, unknown>>(
  db: Db,
  declaration: ResourceDef,
  table: T,
  options?: DeclaredTableOptions<Row, T>,
): DeclaredTableService<Row>;
export function declaredTableService<Row>(
  db: Db,
  declaration: ResourceName | ResourceDef,
  table: PgTable,
  options: DeclaredTableOptions<Row> = {},
): DeclaredTableService<Row> {
  const resource = typeof declaration === 'string' ? resourceNamed(declaration) : declaration;
  const all = getTableColumns(table) as Record<string, AnyPgColumn>;
  const notColumns = new Set<string>(options.notColumns ?? []);
  const columns: Record<string, AnyPgColumn> = {};
  // Values the wrapping service sets itself (a slug, an order) are written under their SQL name.
  for (const column of Object.values(all)) columns[column.name] = column;
  for (const field of writableFields(resource, 'create'))
    if (!notColumns.has(field.name))
      columns[field.name] = requiredColumn(resource, table, field.name, 'the writable field');
  const ownFilters = new Set<string>(options.ownFilters ?? []);
  for (const name of ownFilters)
    if (!resource.filters.some((filter) => filter.name === name))
      throw new Error(`${resource.name}: the own filter "${name}" is not declared`);
  const filterNames = resource.filters
    .filter(
      (filter) =>
        filter.type !== 'search' && filter.type !== 'jalali-date-range' && !ownFilters.has(filter.name),
    )
    .map((filter) => filter.name);
  filterNames.push(...(options.alsoFilter ?? []));
  const filterColumns: Record<string, AnyPgColumn> = {};
  for (const filter of filterNames)
    filterColumns[filter] = requiredColumn(resource, table, filter, 'the filter');
  const booleanFilters = filterNames.filter((filter) => filterColumns[filter]?.dataType === 'boolean');
  const sortColumns: Record<string, AnyPgColumn> = {};
  for (const key of resource.sortKeys)
    sortColumns[key] = requiredColumn(resource, table, key, 'the sort key');
  const searched = [...(resource.searchField ? [resource.searchField] : []), ...(options.alsoSearch ?? [])];
  const labels = new Map(resource.fields.map((field) => [field.name, field.label]));
  const uniqueLabels: Record<string, string> = {};
  // Unique columns, and single-column unique indexes (`uniqueIndex('<table>_<column>_unique')`).
  const uniqueIndexed = getTableConfig(table).indexes.flatMap((index) =>
    index.config.unique && index.config.columns.length === 1 ? index.config.columns : [],
  );
  const uniqueNames = [
    ...Object.values(all)
      .filter((column) => column.isUnique)
      .map((column) => column.name),
    ...uniqueIndexed.flatMap((column) =>
      'name' in column && typeof column.name === 'string' ? [column.name] : [],
    ),
  ];
  for (const name of uniqueNames)
    uniqueLabels[name] =
      (options.uniqueLabels as Record<string, string> | undefined)?.[name] ?? labels.get(name) ?? name;
  const id = all.id;
  if (!id) throw new Error(`${resource.name}: the table has no id column`);
  const keys = Object.entries(all).map(([property, column]) => [property, column.name] as const);
  const serialize =
    options.serialize ??
    ((row: Record<string, unknown>) => Object.fromEntries(keys.map(([key, out]) => [out, row[key]])) as Row);
  const tableOptions: TableServiceOptions<Row> = {
    resourceName: resource.name,
    table,
    id,
    columns,
    searchColumns: searched.map((field) => requiredColumn(resource, table, field, 'the search field')),
    filterColumns,
    sortColumns,
    ...(options.defaultSort
      ? {
          defaultSort: {
            column: requiredColumn(resource, table, options.defaultSort.field, 'the default sort'),
            desc: options.defaultSort.desc,
          },
        }
      : {}),
    ...(columnOf(table, 'created_at') ? { createdAt: columnOf(table, 'created_at') } : {}),
    ...(columnOf(table, 'updated_at') ? { updatedAt: columnOf(table, 'updated_at') } : {}),
    uniqueLabels,
    serialize,
    ...(options.defaultOrder ? { defaultOrder: options.defaultOrder } : {}),
    ...(options.alsoWhere ? { alsoWhere: options.alsoWhere } : {}),
    ...(options.tieBreak ? { tieBreak: options.tieBreak } : {}),
    ...(options.beforeDelete ? { beforeDelete: options.beforeDelete } : {}),
  };
  const service = tableService<Row>(db, tableOptions);
  const read = (query: ListQuery) =>
    booleanFilters.length ? withBooleanFilters(query, booleanFilters) : query;
  return {
    ...service,
    list: (query) => service.list(read(query)),
    where: (query) => listConditions(read(query), tableOptions as TableServiceOptions<unknown>),
    order: (query) => listOrder(query, tableOptions as TableServiceOptions<unknown>),
  };
}
