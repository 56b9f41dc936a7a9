import type { Db } from '../db/client.ts';
import type { PageRequest } from '../http/paginate.ts';
import type { AuthAdmin } from './admins.ts';
import type { ExportBatches } from './export/sources.ts';

/*
 * What a service is given and what it answers, shared by services and the routes that call them.
 * Services import these from here, never from the route layer (http/).
 */

/** What a list handler receives: paging, sort and the raw filters of the query string. */
export interface ListQuery {
  page: PageRequest;
  sortBy: string | null;
  sortDesc: boolean;
  /** The query string minus paging and sort keys (search, status, start_date …). */
  filters: Record<string, string>;
}

/** Who is acting and when, for services that record authorship or check rules about the actor. */
export interface ActionContext {
  admin: AuthAdmin;
  now: Date;
}

/**
 * One generic write: the actor, and the transaction the route opened for the write and its audit row.
 * Every read and write of the action goes through `db` (never the root handle: on PGlite its one
 * connection is held by this transaction, so a statement on the root would wait forever); work that
 * must follow the commit (live events, push) is handed to `afterCommit` and dropped on a rollback.
 */
export interface TxContext extends ActionContext {
  db: Db;
  afterCommit(work: () => unknown): void;
}

/**
 * What a write receives: the validated body, keyed by the declared field names. A service of one
 * resource names them (`ResourceService<BrandJson, FieldValues<'brands'>, 'brands'>`, core's `FieldValues`), so
 * reading a misspelt field fails typechecking; the generic routes hand any service its body.
 */
export type WriteValues = Readonly<Record<string, unknown>>;

/**
 * The persistence side of a resource; route plumbing (permissions, validation, envelopes) is shared.
 * `N` is the name of the declaration it was built for: `registerResourceRoutes` takes only a service
 * of the same name (`registerResourceRoutes(app, declared('brands'), unitsService(db))` fails
 * typechecking, and a name cast past it fails at start-up).
 */
export interface ResourceService<Row, Values = WriteValues, N extends string = string> {
  /** The declared resource this service serves (`'brands'`). */
  readonly resourceName: N;
  list(query: ListQuery): Promise<{ items: Row[]; total: number }>;
  /** One row; given a write's transaction, read through it under the lock the write takes (the row, FOR UPDATE). */
  get(id: number, tx?: Db): Promise<Row | null>;
  create(values: Values, ctx: TxContext): Promise<Row>;
  update(id: number, values: Values, ctx: TxContext): Promise<Row>;
  remove(id: number, ctx: TxContext): Promise<void>;
  /** The whole filtered list in batches for a download; without it the list is read page by page. */
  exportBatches?(query: ListQuery): ExportBatches<Row>;
}
