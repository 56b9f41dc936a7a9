import { adminResources, allowsOperation, RESOURCE_OPERATIONS, type ResourceDef } from '@shop-admin/core';
import type { Command } from 'commander';
import type { CliContext } from '../context.ts';
import { registerProductsApply } from './products-apply.ts';
import { registerProductsExport } from './products-export.ts';
import { registerResourceList } from './resource-list.ts';
import { registerResourceWrites } from './resource-write.ts';

/** Command names that are not resources (a resource of that name gets its commands from elsewhere). */
export const BUILT_IN_COMMANDS = new Set([
  'login',
  'logout',
  'whoami',
  'find',
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

/** One command group per resource core declares (products also gets `apply` and `export`). */
export function registerResourceCommands(program: Command, ctx: CliContext): void {
  for (const resource of adminResources) {
    if (BUILT_IN_COMMANDS.has(resource.name)) continue;
    const group = registerResource(program, ctx, resource);
    if (resource.name === 'products') {
      registerProductsApply(group, ctx);
      registerProductsExport(group, ctx);
    }
  }
}
