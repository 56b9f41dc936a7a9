import {
  adminResources,
  allowsOperation,
  RESOURCE_OPERATIONS,
  type ResourceDef,
} from '@shop-admin/core/base';
import type { Command } from 'commander';
import type { CliContext } from '../context.ts';
import { registerProductsApply } from './products-apply.ts';
import { registerProductsChanges } from './products-changes.ts';
import { registerProductsExport } from './products-export.ts';
import { registerResourceList } from './resource-list.ts';
import { registerResourceWrites } from './resource-write.ts';

/** Command names that are not resources (a resource of that name gets its commands from elsewhere). */
export const BUILT_IN_COMMANDS = new Set([
  'login',
  'logout',
  'whoami',
  'auth',
  'find',
  'api',
  'notifications',
  'orders',
  'tui',
  'completion',
  'config',
  'help',
]);

/** `<resource> list|get|create|update|delete` for one declaration; returns the group command. */
export function registerResource(program: Command, ctx: CliContext, resource: ResourceDef): Command {
  const group = program
    .command(resource.name)
    .description(`${resource.title}: ${resource.endpoint}`)
    .summary(
      `${resource.title} (${RESOURCE_OPERATIONS.filter((op) => allowsOperation(resource, op)).join('|')})`,
    );
  if (resource.name.includes('_')) group.alias(resource.name.replace(/_/g, '-'));
  registerResourceList(group, ctx, resource);
  registerResourceWrites(group, ctx, resource);
  return group;
}

/** True when `name` calls this resource's group (`size_charts` or `size-charts`). */
export const namesResource = (resource: ResourceDef, name: string): boolean =>
  resource.name === name || resource.name.replace(/_/g, '-') === name;

/**
 * One command group per resource core declares (products also gets `apply` and `export`); with
 * `only`, just the group of that name (the command line names it: the rest is never built).
 */
export function registerResourceCommands(program: Command, ctx: CliContext, only?: string): void {
  for (const resource of adminResources) {
    if (BUILT_IN_COMMANDS.has(resource.name)) continue;
    if (only !== undefined && !namesResource(resource, only)) continue;
    const group = registerResource(program, ctx, resource);
    if (resource.name === 'products') {
      registerProductsApply(group, ctx);
      registerProductsExport(group, ctx);
      registerProductsChanges(group, ctx);
    }
  }
}
