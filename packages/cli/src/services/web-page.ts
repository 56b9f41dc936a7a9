import { spawn } from 'node:child_process';
import {
  adminResources,
  buildPath,
  type QueryValue,
  type ResourceDef,
  resourceLinks,
  resourceNamed,
  routeNamed,
} from '@shop-admin/core/base';
import { listQuery } from '../commands/filters.ts';
import { ordersQuery } from '../commands/orders.ts';
import { namesResource } from '../commands/resource.ts';
import { CliError, usageError } from '../errors/cli-error.ts';

/**
 * The query parameters the web admin's list screen reads (packages/web list-params.ts): each filter
 * of the declaration by its name (a Jalali range as start_date/end_date), and sort_by/sort_desc,
 * with the values the API takes, which the CLI's flags already give (`listQuery`).
 */
function webListSearch(resource: ResourceDef, query: Record<string, QueryValue>): string {
  const keys = new Set([
    ...resource.filters.flatMap((filter) =>
      filter.type === 'jalali-date-range' ? ['start_date', 'end_date'] : [filter.name],
    ),
    'sort_by',
    'sort_desc',
  ]);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (!keys.has(key) || value === null || value === undefined || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The `/admin` page that shows what a command line shows: a resource's list with the command's
 * filters and sort (`options`: the command's parsed flags), a record's page or form, an order. A
 * command with no page (login, config, api…) is a usage error.
 */
export function webPage(
  path: readonly string[],
  args: readonly string[],
  options: Record<string, unknown> = {},
): string {
  const [group = '', verb = ''] = path;
  const id = args[0] ?? '';
  if (group === 'orders' && verb === 'get') return buildPath(routeNamed('orders.show'), { id });
  if (group === 'orders' && verb === '') {
    const orders = resourceNamed('orders');
    return `${buildPath(routeNamed('orders.index'))}${webListSearch(orders, ordersQuery(orders, options))}`;
  }
  const resource = adminResources.find((candidate) => namesResource(candidate, group));
  if (resource) {
    const links = resourceLinks(resource);
    if (verb === 'list') return `${links.list}${webListSearch(resource, listQuery(options, resource))}`;
    if (verb === 'create') return links.create;
    if (verb === 'get') return links.show(id);
    if (verb === 'update') return links.edit(id);
  }
  throw usageError(`--web: \`${path.join(' ')}\` has no page in the web admin.`);
}

/** How long a browser command may run before it counts as started (a browser may stay in front). */
const BROWSER_START_MS = 5_000;

/**
 * Opens `url` with $BROWSER, else the platform's opener (open, start, xdg-open). Resolves once the
 * command has exited 0 (or is still running after a few seconds: a browser in the foreground), and
 * rejects with `no_browser` (exit 2) when it could not be started or exited with an error.
 */
export function openInBrowser(url: string, env: Readonly<Record<string, string | undefined>>): Promise<void> {
  const [command, ...prefix] = env.BROWSER
    ? [env.BROWSER]
    : process.platform === 'darwin'
      ? ['open']
      : process.platform === 'win32'
        ? ['cmd', '/c', 'start', '""']
        : ['xdg-open'];
  const failed = (why: string) =>
    new CliError({
      code: 'no_browser',
      kind: 'usage',
      message: `No browser could be opened: ${why}.`,
      hint: 'Open the address printed above yourself, or set BROWSER to a command that opens a URL.',
    });
  return new Promise((resolve, reject) => {
    const child = spawn(command as string, [...prefix, url], {
      stdio: 'ignore',
      detached: true,
      env: env as NodeJS.ProcessEnv,
    });
    const timer = setTimeout(() => {
      child.unref();
      resolve();
    }, BROWSER_START_MS);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(
        failed(`${command} could not be started (${(error as NodeJS.ErrnoException).code ?? error.message})`),
      );
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(failed(`${command} exited with ${signal ?? `code ${code}`}`));
    });
  });
}
