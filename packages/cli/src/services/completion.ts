import type { Command } from 'commander';

/** One level of the command tree: its path (` brands list`), subcommand names and option flags. */
interface Level {
  path: string;
  words: { name: string; description: string }[];
}

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
    { path, words },
    ...visible.flatMap((sub) =>
      [sub.name(), ...sub.aliases()].flatMap((name) => levels(sub, `${path} ${name}`)),
    ),
  ];
}

const quote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

/** A bash completion script for the tree (static: no process starts on Tab). */
export function bashCompletion(program: Command): string {
  const all = levels(program);
  const cases = all.map(
    (level) => `    ${quote(level.path)}) opts=${quote(level.words.map((w) => w.name).join(' '))} ;;`,
  );
  return `# shop-admin completion for bash: source <(shop-admin completion bash)
_shop_admin() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" at="" w i opts=""
  local known=${quote(`|${all.map((level) => level.path).join('|')}|`)}
  for ((i = 1; i < COMP_CWORD; i++)); do
    w="\${COMP_WORDS[i]}"
    [[ "$w" == -* ]] && continue
    [[ "$known" == *"|$at $w|"* ]] && at="$at $w"
  done
  case "$at" in
${cases.join('\n')}
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
  return `#compdef shop-admin
# shop-admin completion for zsh: shop-admin completion zsh > "\${fpath[1]}/_shop-admin", then restart zsh
_shop_admin() {
  local at="" w
  local -a items
  local known=${quote(`|${all.map((level) => level.path).join('|')}|`)}
  for w in \${words[2,CURRENT-1]}; do
    [[ $w == -* ]] && continue
    [[ $known == *"|$at $w|"* ]] && at="$at $w"
  done
  case $at in
${cases.join('\n')}
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
