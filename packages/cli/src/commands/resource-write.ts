import { allowsOperation, type ResourceDef, writableFields } from '@shop-admin/core/base';
import type { Command } from 'commander';
import type { CliContext } from '../context.ts';
import { usageError } from '../errors/cli-error.ts';
import { withWriteGuard } from '../io/interrupt.ts';
import { askLine } from '../io/prompt.ts';
import { outputFormat } from '../output/format.ts';
import { renderRecord } from '../output/render.ts';
import { recordColumns } from '../output/views.ts';
import { checkRecord, type RecordInput, readRecordInput } from '../services/record-input.ts';
import { createRecord, deleteRecord, type Row, updateRecord } from '../services/resources.ts';
import { jsonOption } from './options.ts';

const collect = (value: string, previous: string[] = []) => [...previous, value];

function valueOptions(command: Command, resource: ResourceDef, mode: 'create' | 'update'): Command {
  const names = writableFields(resource, mode).map((field) => field.name);
  return jsonOption(command)
    .option('--set <name=value>', `a field's value, repeatable (fields: ${names.join(', ')})`, collect)
    .option('--data <json>', 'the values as one JSON object')
    .option('--file <path>', 'read the JSON object from a file (- for stdin)');
}

/** `create`, `update ID` and `delete ID`: core's validation runs first, nothing is sent when it fails. */
export function registerResourceWrites(group: Command, ctx: CliContext, resource: ResourceDef): void {
  const name = resource.name;
  /** Ctrl+C: nothing written before the request is sent; after, waits for the answer or says how to check. */
  const guarded = <T>(what: string, check: string, body: Parameters<typeof withWriteGuard<T>>[1]) =>
    withWriteGuard({ what, check: `Check with \`shop-admin ${check}\`.`, stderr: ctx.io.stderr }, body);
  const print = async (record: Row, message: string, options: Record<string, unknown>) => {
    const format = outputFormat(options, Boolean(ctx.io.stdout.isTTY));
    ctx.out(await renderRecord(record, recordColumns(resource), format, await ctx.displayFor(format)));
    if (message) await ctx.info(message);
  };

  if (allowsOperation(resource, 'create')) {
    valueOptions(
      group.command('create').description(`add a record (${resource.titleSingular})`),
      resource,
      'create',
    ).action((options: RecordInput & Record<string, unknown>) =>
      guarded(`the new ${name} record`, `${name} list`, async (send) => {
        const values = await readRecordInput(options, resource.fields, ctx.io);
        checkRecord(values, resource, 'create');
        const { api } = await ctx.connect();
        const { record, message } = await createRecord(api, resource, values, send);
        await print(record, message, options);
      }),
    );
  }
  if (allowsOperation(resource, 'update')) {
    valueOptions(
      group
        .command('update')
        .argument('<id>')
        .description(`change fields of a record (${resource.titleSingular})`),
      resource,
      'update',
    )
      .option(
        '--if-match <version>',
        "write only if the record is still at this version (from `get --json`); '*' overwrites. Default: the version read just before",
      )
      .action((id: string, options: RecordInput & Record<string, unknown> & { ifMatch?: string }) =>
        guarded(`the update of ${name} ${id}`, `${name} get ${id}`, async (send) => {
          const values = await readRecordInput(options, resource.fields, ctx.io);
          checkRecord(values, resource, 'update');
          const { api } = await ctx.connect();
          const { record, message } = await updateRecord(api, resource, id, values, options.ifMatch, send);
          await print(record, message, options);
        }),
      );
  }
  if (allowsOperation(resource, 'delete')) {
    group
      .command('delete')
      .argument('<id>')
      .description(`delete a record (${resource.titleSingular})`)
      .option('--yes', 'do not ask (required when stdin is not a terminal)')
      .option('--json', 'print the outcome as one JSON object: {resource, id, deleted, message}')
      .action(async (id: string, options: { yes?: boolean; json?: boolean }) => {
        const done = async (deleted: boolean, message: string) => {
          if (options.json) ctx.out(`${JSON.stringify({ resource: resource.name, id, deleted, message })}\n`);
          await ctx.info(message);
        };
        if (!options.yes) {
          if (!ctx.io.stdin.isTTY) throw usageError(`Deleting needs --yes when stdin is not a terminal.`);
          const answer = await askLine(ctx.io, `Delete ${resource.name} ${id}? [y/N] `);
          if (!/^y(es)?$/i.test(answer)) return done(false, 'Nothing deleted.');
        }
        await guarded(`the delete of ${name} ${id}`, `${name} get ${id}`, async (send) => {
          const { api } = await ctx.connect();
          const { message } = await deleteRecord(api, resource, id, send);
          await done(true, message || `Deleted ${resource.name} ${id}.`);
        });
      });
  }
}
