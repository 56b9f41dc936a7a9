import { Argument, type Command } from 'commander';
import type { CliContext } from '../context.ts';
import { usageError } from '../errors/cli-error.ts';
import { BIDI_MODES, isBidiMode } from '../output/bidi-mode.ts';

/** `config path|show|set bidi MODE|use PROFILE`: the settings and profiles of the config file. */
export function registerConfig(program: Command, ctx: CliContext): void {
  const group = program.command('config').description('the config file: settings and saved profiles');
  group
    .command('path')
    .description("the config file's path (it may not exist yet)")
    .action(async () => {
      ctx.out(`${(await ctx.config()).path}\n`);
    });
  group
    .command('show')
    .description('the settings and profiles (tokens and device tokens hidden)')
    .action(async () => {
      const config = await ctx.config();
      const profiles = Object.fromEntries(
        Object.entries(config.profiles()).map(([name, { token, devices: _devices, ...rest }]) => [
          name,
          { ...rest, signed_in: Boolean(token) },
        ]),
      );
      ctx.out(
        `${JSON.stringify({ path: config.path, default_profile: config.defaultProfile(), settings: config.settings(), profiles }, null, 2)}\n`,
      );
    });
  group
    .command('profiles')
    .description('the saved profile names, one per line (shell completion reads them)')
    .action(async () => {
      const names = Object.keys((await ctx.config()).profiles());
      ctx.out(names.map((name) => `${name}\n`).join(''));
    });
  group
    .command('set')
    .description('change a setting: bidi auto|on|off (on: the CLI reorders Persian; off: the terminal does)')
    .addArgument(new Argument('<key>').choices(['bidi']))
    .argument('<value>')
    .action(async (_key: 'bidi', value: string) => {
      if (!isBidiMode(value)) throw usageError(`bidi must be one of ${BIDI_MODES.join(', ')}.`);
      const config = await ctx.config();
      config.setSettings({ ...config.settings(), bidi: value });
    });
  group
    .command('use')
    .description('make a saved profile the default')
    .argument('<profile>')
    .action(async (name: string) => {
      const config = await ctx.config();
      if (!config.getProfile(name))
        throw usageError(`No profile "${name}"; sign in with \`shop-admin --profile ${name} login\`.`);
      config.setDefaultProfile(name);
    });
}
