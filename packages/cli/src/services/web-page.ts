import { spawn } from 'node:child_process';
import { adminResources, buildPath, resourceLinks, routeNamed } from '@shop-admin/core/base';
import { namesResource } from '../commands/resource.ts';
import { usageError } from '../errors/cli-error.ts';

/**
 * The `/admin` page that shows what a command line shows: a resource's list, a record's page or form,
 * an order. A command with no page (login, config, api…) is a usage error.
 */
export function webPage(path: readonly string[], args: readonly string[]): string {
  const [group = '', verb = ''] = path;
  const id = args[0] ?? '';
  if (group === 'orders' && verb === 'get') return buildPath(routeNamed('orders.show'), { id });
  if (group === 'orders' && verb === '') return buildPath(routeNamed('orders.index'));
  const resource = adminResources.find((candidate) => namesResource(candidate, group));
  if (resource) {
    const links = resourceLinks(resource);
    if (verb === 'list') return links.list;
    if (verb === 'create') return links.create;
    if (verb === 'get') return links.show(id);
    if (verb === 'update') return links.edit(id);
  }
  throw usageError(`--web: \`${path.join(' ')}\` has no page in the web admin.`);
}

/**
 * Opens `url` with $BROWSER, else the platform's opener (open, start, xdg-open), without waiting for
 * it; resolves false when none could be started (the caller has printed the address anyway).
 */
export function openInBrowser(
  url: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<boolean> {
  const [command, ...prefix] = env.BROWSER
    ? [env.BROWSER]
    : process.platform === 'darwin'
      ? ['open']
      : process.platform === 'win32'
        ? ['cmd', '/c', 'start', '""']
        : ['xdg-open'];
  return new Promise((resolve) => {
    const child = spawn(command as string, [...prefix, url], {
      stdio: 'ignore',
      detached: true,
      env: env as NodeJS.ProcessEnv,
    });
    child.once('error', () => resolve(false));
    child.once('spawn', () => {
      child.unref();
      resolve(true);
    });
  });
}
