import { ORDER_STATUS_VALUES } from '@shop-admin/core/base';
import type { Command } from 'commander';

/** Values an option takes: a fixed list, or the saved profiles (read when Tab is pressed). */
type Values = readonly string[] | 'profiles';

/** One level of the command tree: its path (` brands list`), subcommand names, option flags and their values. */
interface Level {
  path: string;
  words: { name: string; description: string }[];
  values: { flag: string; values: Values }[];
}

/** Values of options declared without choices (their command checks them with its own message). */
const VALUE_HINTS: Readonly<Record<string, Values>> = {
  '--profile': 'profiles',
  '--to': ORDER_STATUS_VALUES,
};

function optionValues(command: Command): Level['values'] {
  return command.options.flatMap((option) => {
    if (!option.long) return [];
    const values = option.argChoices ?? VALUE_HINTS[option.long];
    return values ? [{ flag: option.long, values }] : [];
  });
}

/** What lists the saved profiles, one per line (run by the completion on Tab). */
const PROFILES = 'config profiles 2>/dev/null';

function levels(command: Command, path = ''): Level[] {
  const visible = command.commands.filter((sub) => sub.name() !== 'help');
  const words = [
    ...visible.flatMap((sub) =>
      [sub.name(), ...sub.aliases()].map((name) => ({
        name,
        description: sub.summary() || sub.description(),
      })),
    ),
    ...command.options.flatMap((option) =>
      option.long ? [{ name: option.long, description: option.description }] : [],
    ),
    { name: '--help', description: 'show help' },
  ];
  return [
    { path, words, values: optionValues(command) },
    ...visible.flatMap((sub) =>
      [sub.name(), ...sub.aliases()].flatMap((name) => levels(sub, `${path} ${name}`)),
    ),
  ];
}

const quote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

/** Value cases (`path|flag`): the level's own first, then the root's, which apply at every level. */
function valueCases(all: readonly Level[], render: (values: Values) => string): string[] {
  const root = all[0]?.values ?? [];
  return [
    ...all
      .slice(1)
      .flatMap((level) =>
        level.values.map(({ flag, values }) => `    ${quote(`${level.path}|${flag}`)}) ${render(values)} ;;`),
      ),
    ...root.map(({ flag, values }) => `    *${quote(`|${flag}`)}) ${render(values)} ;;`),
  ];
}

/**
 * A bash completion script for the tree: commands, flags and their values (statuses, sort keys,
 * profiles). Only the profiles start a process on Tab. Registered for \`shop-admin\` only: another
 * command's completion (npx's, npm's) is never replaced.
 */
export function bashCompletion(program: Command): string {
  const all = levels(program);
  const cases = all.map(
    (level) => `    ${quote(level.path)}) opts=${quote(level.words.map((w) => w.name).join(' '))} ;;`,
  );
  const values = valueCases(all, (list) =>
    list === 'profiles' ? `opts="$(shop-admin ${PROFILES})"` : `opts=${quote(list.join(' '))}`,
  );
  return `# shop-admin completion for bash: source <(shop-admin completion bash)
_shop_admin() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="" at="" w i opts=""
  ((COMP_CWORD > 1)) && prev="\${COMP_WORDS[COMP_CWORD-1]}"
  local known=${quote(`|${all.map((level) => level.path).join('|')}|`)}
  for ((i = 1; i < COMP_CWORD; i++)); do
    w="\${COMP_WORDS[i]}"
    [[ "$w" == -* ]] && continue
    [[ "$known" == *"|$at $w|"* ]] && at="$at $w"
  done
  case "$at|$prev" in
${values.join('\n')}
    *)
  case "$at" in
${cases.join('\n')}
  esac ;;
  esac
  COMPREPLY=($(compgen -W "$opts" -- "$cur"))
}
complete -o default -F _shop_admin shop-admin
`;
}

/** A zsh completion script with descriptions (`_describe`). */
export function zshCompletion(program: Command): string {
  const all = levels(program);
  const esc = (text: string) => text.replace(/\\/g, '\\\\').replace(/:/g, '\\:').replace(/'/g, `'\\''`);
  const cases = all.map((level) => {
    const items = level.words.map((w) => `'${esc(w.name)}:${esc(w.description.split('\n')[0] ?? '')}'`);
    return `    ${quote(level.path)}) items=(${items.join(' ')}) ;;`;
  });
  const values = valueCases(all, (list) =>
    list === 'profiles'
      ? `items=(\${(f)"$(shop-admin ${PROFILES})"})`
      : `items=(${list.map((value) => `'${esc(value)}'`).join(' ')})`,
  );
  return `#compdef shop-admin
# shop-admin completion for zsh: shop-admin completion zsh > "\${fpath[1]}/_shop-admin", then restart zsh
_shop_admin() {
  local at="" w prev="\${words[CURRENT-1]}"
  local -a items
  local known=${quote(`|${all.map((level) => level.path).join('|')}|`)}
  for w in \${words[2,CURRENT-1]}; do
    [[ $w == -* ]] && continue
    [[ $known == *"|$at $w|"* ]] && at="$at $w"
  done
  case "$at|$prev" in
${values.join('\n')}
    *)
  case $at in
${cases.join('\n')}
  esac ;;
  esac
  _describe -t commands 'shop-admin' items
}
# Autoloaded from $fpath: complete now; sourced: register the function.
if [[ \${zsh_eval_context[-1]} == loadautofunc ]]; then
  _shop_admin "$@"
else
  compdef _shop_admin shop-admin
fi
`;
}

/**
 * A fish completion script: one function answers every Tab (commands and flags with descriptions,
 * then option values, the profiles read from the config), for `shop-admin` only.
 */
export function fishCompletion(program: Command): string {
  const all = levels(program);
  const line = (text: string) => text.split('\n')[0] ?? '';
  const fishQuote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const cases = all.map((level) => {
    const items = level.words.map((w) => fishQuote(`${w.name}\t${line(w.description)}`));
    return `    case ${fishQuote(level.path)}\n      printf '%s\\n' ${items.join(' ')}`;
  });
  const root = all[0]?.values ?? [];
  const values = [
    ...all
      .slice(1)
      .flatMap((level) =>
        level.values.map((v) => ({ pattern: `${level.path}|${v.flag}`, values: v.values })),
      ),
    ...root.map((v) => ({ pattern: `*|${v.flag}`, values: v.values })),
  ].map(({ pattern, values: list }) => {
    const body = list === 'profiles' ? `$run ${PROFILES}` : `printf '%s\\n' ${list.map(fishQuote).join(' ')}`;
    return `    case ${fishQuote(pattern)}\n      ${body}\n      return`;
  });
  return `# shop-admin completion for fish: shop-admin completion fish > ~/.config/fish/completions/shop-admin.fish
function __shop_admin_complete
  set -l words (commandline -opc)
  set -l run shop-admin
  set -e words[1]
  set -l known ${fishQuote(`|${all.map((level) => level.path).join('|')}|`)}
  set -l at ''
  for w in $words
    string match -q -- '-*' $w; and continue
    string match -q -- "*|$at $w|*" $known; and set at "$at $w"
  end
  set -l prev ''
  test (count $words) -gt 0; and set prev $words[-1]
  switch "$at|$prev"
${values.join('\n')}
  end
  switch "$at"
${cases.join('\n')}
  end
end
complete -c shop-admin -f -a '(__shop_admin_complete)'
`;
}
