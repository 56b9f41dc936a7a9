import { adminResources, type ResourceDef, writableFields } from '@shop-admin/core/base';
import type { Command } from 'commander';
import { namesResource } from './resource.ts';

const $ = (line: string) => `shop-admin ${line}`;

/** Examples of the hand-written commands, by command path. */
const HAND: Readonly<Record<string, readonly string[]>> = {
  '': [
    'login --server https://shop.example',
    'orders --unread',
    'find "سفارش ۱۲۳۴"',
    'orders --json --jq ".[].id"',
  ],
  login: [
    'login --server http://localhost:8080 --username admin',
    `login --server https://shop.example --username ci --password-stdin < password.txt`,
  ],
  logout: ['logout', 'logout --all'],
  password: ['password', 'password --password-stdin < passwords.txt   # two lines: current, new'],
  whoami: ['whoami', 'whoami --json'],
  auth: ['auth status', 'auth token'],
  'auth status': ['auth status', 'auth status --json --jq .server'],
  'auth token': [
    'curl -H "Authorization: Bearer $(shop-admin auth token)" https://shop.example/api/admin/home',
  ],
  find: ['find کفش', 'find "order 1234" --json', 'find tanzimat --limit 5'],
  api: ['api GET admin/orders -f status=1', 'api GET admin/home --jq .data'],
  notifications: [
    'notifications --unread',
    'notifications --follow --json',
    'notifications --json --jq ".[].title"',
  ],
  'notifications read': [
    'notifications read 12 13',
    'notifications read --order 1234',
    'notifications read --all',
  ],
  'notifications read-all': ['notifications read-all'],
  orders: [
    'orders --unread',
    'orders --status new --since 1404/08/01 --json',
    'orders --all --csv > orders.csv',
    "orders --json --jq '.[] | [.id, .status] | @tsv'",
  ],
  'orders get': ['orders get 1234', 'orders get 1234 --json', 'orders get 1234 --web'],
  'orders status': [
    'orders status 1234 --to in_progress',
    'orders status 1234 1235 --to canceled --yes --json',
  ],
  'products apply': ['products apply prices.csv', 'products apply prices.csv --yes'],
  'products changes': ['products changes', 'products changes --limit 5 --json id,rows,undone'],
  'products undo': ['products undo 12', 'products undo 12 --yes', 'products undo 12 --yes --accept 3'],
  'products export': ['products export > products.csv', 'products export --status available > available.csv'],
  tui: ['tui', 'tui --server https://shop.example'],
  config: ['config show', 'config use work'],
  'config path': ['config path'],
  'config show': ['config show', 'config show --jq .default_profile'],
  'config profiles': ['config profiles'],
  'config set': ['config set bidi off'],
  'config use': ['config use work'],
  completion: ['completion bash', 'completion fish'],
};

/** A `--set` example from the resource's first writable field. */
function setExample(resource: ResourceDef, mode: 'create' | 'update'): string {
  const field = writableFields(resource, mode)[0];
  return field ? ` --set ${field.name}=…` : '';
}

/** Examples of a resource's generated commands (`brands`, `brands list`, `brands update` …). */
function resourceExamples(resource: ResourceDef, verb: string): readonly string[] {
  const r = resource.name;
  switch (verb) {
    case '':
      return [`${r} list`, `${r} get 12 --json`];
    case 'list':
      return [
        `${r} list`,
        `${r} list --all --csv > ${r}.csv`,
        `${r} list --json --jq ".[].id"`,
        `${r} list --web`,
      ];
    case 'get':
      return [`${r} get 12`, `${r} get 12 --json`, `${r} get 12 --web`];
    case 'create':
      return [`${r} create${setExample(resource, 'create')}`, `${r} create --file new.json --json`];
    case 'update':
      return [`${r} update 12${setExample(resource, 'update')}`];
    case 'delete':
      return [`${r} delete 12 --yes`];
    default:
      return [];
  }
}

/** The examples of the command at `path` (words after `shop-admin`); empty when it has none. */
export function commandExamples(path: readonly string[]): readonly string[] {
  const hand = HAND[path.join(' ')];
  if (hand) return hand.map($);
  const [group = '', verb = ''] = path;
  const resource = adminResources.find((candidate) => namesResource(candidate, group));
  return resource ? resourceExamples(resource, verb).map($) : [];
}

/** Every command's path (words after `shop-admin`), the root's included. */
export function commandPaths(command: Command, path: readonly string[] = []): string[][] {
  return [
    [...path],
    ...command.commands
      .filter((sub) => sub.name() !== 'help')
      .flatMap((sub) => commandPaths(sub, [...path, sub.name()])),
  ];
}

/** Adds an "Examples:" section to the help of every command in the tree. */
export function addExamples(command: Command, path: readonly string[] = []): void {
  const examples = commandExamples(path);
  if (examples.length > 0) {
    command.addHelpText('after', `\nExamples:\n${examples.map((line) => `  ${line}`).join('\n')}`);
  }
  for (const sub of command.commands) if (sub.name() !== 'help') addExamples(sub, [...path, sub.name()]);
}
