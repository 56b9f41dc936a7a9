import type { FieldSpec } from '../validation/types.ts';
import type { IconName } from './icons.ts';
import type { PermissionName, PermissionStem } from './permissions.ts';

/** The admin areas; each has its own declaration files under registry/. */
export type Area =
  | 'dashboard'
  | 'catalogue'
  | 'orders'
  | 'shop'
  | 'people'
  | 'wallet'
  | 'content'
  | 'settings'
  | 'reports'
  | 'system';

/** A path parameter such as `:id` in `/admin/order/:id`, asked for inline by the palette. */
export interface RouteParam {
  name: string;
  /** Persian prompt, e.g. 'شماره سفارش'. */
  label: string;
  optional?: boolean;
  /** What the palette accepts: digits only for ids, free text for slugs and groups. */
  kind: 'id' | 'text' | 'date';
  /**
   * Value used when the route is opened without one (a hotkey or a menu link), e.g. the first
   * settings group `general`. `buildPath` fills it in, so a param with a default is never missing.
   */
  default?: string;
}

/**
 * One /admin screen of SPEC.md §2. Paths use `:param` and `:param?` for optional parameters
 * (SPEC.md writes {x} and {x?}).
 */
export interface RouteDef {
  /** Stable English id, e.g. `products.edit`. */
  name: string;
  path: string;
  /** Persian title shown in the sidebar, the palette and the page heading. */
  title: string;
  /** English name, Finglish and synonyms, for search. */
  keywords: readonly string[];
  /** Permission needed to open it; null means every signed-in admin. */
  permission: PermissionName | null;
  area: Area;
  /** `bare` screens sit outside the admin layout (login, invoice printing). */
  layout: 'admin' | 'bare';
  /** Key sequence, e.g. `g o`; shown on palette rows and in the cheat sheet. */
  hotkey?: string;
  params?: readonly RouteParam[];
  /** Resource the screen renders, when it is a generic list or form. */
  resource?: string;
  /** Shown in the sidebar under its area. */
  menu?: boolean;
  /** Icon of the sidebar, one core declares (`ICON_NAMES`); each surface draws every one of them. */
  icon?: IconName;
  /** Breaks ties between similar titles in search; higher ranks first. Default 0. */
  priority?: number;
}

/** An action of the palette and the TUI; surfaces bind a handler to its id. */
export interface ActionCommandDef {
  kind: 'action';
  /** Stable id, e.g. `notifications.markAllRead`. */
  id: string;
  title: string;
  keywords: readonly string[];
  permission: PermissionName | null;
  hotkey?: string;
  priority?: number;
  /**
   * Name of the route that carries out the action on surfaces with screens (the web opens the
   * create form). The palette then lists the action instead of that route's navigate command.
   */
  route?: string;
}

/** Navigation to a route, derived from the route list. */
export interface NavigateCommandDef {
  kind: 'navigate';
  id: string;
  title: string;
  keywords: readonly string[];
  permission: PermissionName | null;
  hotkey?: string;
  priority?: number;
  route: RouteDef;
  /** Query string added to the route's path (`?create`: a list route's create form). */
  search?: string;
}

export type CommandDef = ActionCommandDef | NavigateCommandDef;

/** How a field is edited and shown. */
export type FieldType =
  | 'text'
  | 'textarea'
  /** Rich text: kept as HTML and sanitised by the server. Every other text type refuses markup. */
  | 'html'
  /** Raw text that is never shown as HTML (the storefront's .htaccess): `<IfModule>` is its syntax. */
  | 'code'
  | 'number'
  | 'price'
  | 'boolean'
  | 'select'
  | 'multiselect'
  | 'color'
  | 'date'
  | 'datetime'
  | 'image'
  | 'email'
  | 'mobile'
  | 'password'
  | 'reference'
  | 'tree'
  /** A list of objects, each with the fields of `items` (a flash sale's products). */
  | 'rows'
  /** A 2-D table of strings, the first row its header (a size chart). */
  | 'table';

export interface FieldOption {
  value: string | number;
  /** Persian label. */
  label: string;
}

/**
 * A form field: its validation spec plus how to render and send it. `N` is its name's type: the
 * declarations keep the literal (`FieldDef<'status'>`), so a resource's field names are typed.
 */
export interface FieldDef<N extends string = string> extends FieldSpec {
  name: N;
  type: FieldType;
  options?: readonly FieldOption[];
  /** For `reference` fields (and `multiselect` / `rows` of ids): the resource whose records are chosen. */
  reference?: string;
  /** For `rows` fields: the fields of each row. */
  items?: readonly FieldDef[];
  /** Shown on create only (e.g. a password). */
  createOnly?: boolean;
  /** Read-only: listed and shown, never sent. */
  readOnly?: boolean;
  /**
   * For a `multiselect` of permission names (a role's permissions): only the permissions the signed-in
   * admin holds may be ticked or unticked; the server refuses granting any other (issue 13).
   */
  heldPermissionsOnly?: boolean;
  hint?: string;
}

export interface ColumnDef {
  name: string;
  label: string;
  type?: FieldType;
  /** Money and counts align to the end of the cell. */
  align?: 'start' | 'end';
  /** Labels of known values of a free-text field, for display only (the field's own options are its allowed values). */
  options?: readonly FieldOption[];
  sortable?: boolean;
  /**
   * On a phone the list's rows are cards of what a clerk needs: the columns with this hint (`title`:
   * the card's heading, without its label; `field`: a value with its label). A list whose columns
   * have no hint shows every column in its cards (its first text column as the heading).
   */
  card?: 'title' | 'field';
}

export interface FilterDef<N extends string = string> {
  /** Query parameter sent to the API. */
  name: N;
  label: string;
  type: 'search' | 'select' | 'boolean' | 'jalali-date-range' | 'number' | 'reference';
  options?: readonly FieldOption[];
  /** For `reference` filters: the resource whose records are chosen. */
  reference?: string;
}

/**
 * An API resource of the admin: one declaration that the server serves, the web renders as list
 * and form screens, and the CLI exposes as `<resource> list|get|create|update|delete`. `F`, `S` and
 * `Q` are the unions of its field names, sort keys and filter names (literal in the declarations,
 * see `FieldName`, `SortKey`, `FilterName`).
 */
export interface ResourceDef<
  F extends string = string,
  S extends string = string,
  Q extends string = string,
> {
  /** Plural English id, also the CLI command name, e.g. `brands`. */
  name: string;
  /** Permission stem: read_/write_/modify_/delete_<stem>. */
  permissionStem: PermissionStem;
  /** Persian title of the list and of one record. */
  title: string;
  titleSingular: string;
  area: Area;
  /** Path under the API root, e.g. `admin/brands`. */
  endpoint: string;
  /** Keys of the envelope's data: `{brands}` for lists, `{brand}` for one record. */
  responseKey: { list: string; item: string };
  fields: readonly FieldDef<F>[];
  columns: readonly ColumnDef[];
  filters: readonly FilterDef<Q>[];
  sortKeys: readonly S[];
  /** Default page size of the list (Laravel default 15). */
  perPage: number;
  /** Field searched by `?search=` and by the palette's record search. */
  searchField?: string;
  /**
   * A table too large for one select (products, varieties, customers, orders): every reference field
   * and filter pointing here searches the list as you type (`?search=`, a page at a time), never
   * `?all=1`. `label` names the row keys that make an option's text, joined with « · ».
   */
  lookup?: ResourceLookup;
  /** What the API allows on this resource; absent means all of them. */
  operations?: readonly ResourceOperation[];
  /** False when its list does not stream a CSV/Excel download (`?export=`); absent: it does. */
  downloads?: false;
}

/** How a large table is searched and named by a reference picker (see ResourceDef.lookup). */
export interface ResourceLookup {
  label: readonly string[];
  /**
   * The list's query parameter that takes several ids at once (`ids=1,50,158`): a form names the
   * records it holds with one read instead of one per record.
   */
  byIds?: string;
}

/** One of the five resource-macro operations (list and get need read_, then write_, modify_, delete_). */
export type ResourceOperation = 'list' | 'get' | 'create' | 'update' | 'delete';

/** A pathname matched to its route; absent optional params are left out. */
export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/** Values for a route's params; numbers are accepted for ids. */
export type RouteParamValues = Readonly<Record<string, string | number | null | undefined>>;
