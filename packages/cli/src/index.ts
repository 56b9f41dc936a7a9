/**
 * @shop-admin/cli as a library: run a command line with given streams (what `bin/shop-admin.js`
 * does with the process's), or build the command tree.
 */
export { type CliContext, createContext } from './context.ts';
export { CliError } from './errors/cli-error.ts';
export { EXIT } from './errors/exit-codes.ts';
export type { CliIo } from './io/cli-io.ts';
export { buildProgram } from './program.ts';
export { run } from './run.ts';
