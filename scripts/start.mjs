// `npm start`: builds the web admin when its build is missing or older than its sources, then runs the
// API server (which serves the web admin at /admin) in this terminal, passing signals on to it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'packages', 'web');
const SKIP = new Set(['node_modules', 'dist', '.git', '.vite', 'coverage', 'test']);

/** Newest modification time (ms) of a file or of the files under a folder; 0 when absent. */
function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    newest = Math.max(newest, newestChange(join(path, entry.name)));
  }
  return newest;
}

/** Why the web admin must be built now, or null (no build script yet, or the build is fresh). */
function webBuildReason() {
  const manifest = join(web, 'package.json');
  if (!existsSync(manifest)) return null;
  const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
  if (!pkg.scripts?.build) return null;
  const built = join(web, 'dist', 'index.html');
  if (!existsSync(built)) return 'no build yet';
  // The web bundles core, so a change there makes the build stale too.
  const sources = [web, join(root, 'packages', 'core', 'src')];
  const newest = Math.max(...sources.map(newestChange));
  return newest > statSync(built).mtimeMs ? 'sources changed since the last build' : null;
}

function npm(args) {
  // Under `npm start`, npm_execpath is npm's own script: run it with this Node, no shell needed.
  const npmCli = process.env.npm_execpath;
  if (npmCli?.endsWith('.js') || npmCli?.endsWith('.cjs')) {
    return spawnSync(process.execPath, [npmCli, ...args], { cwd: root, stdio: 'inherit' });
  }
  return spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
}

const reason = webBuildReason();
if (reason) {
  process.stderr.write(`Building the web admin (${reason}) …\n`);
  const build = npm(['run', 'build', '-w', '@shop-admin/web']);
  if (build.status !== 0) {
    process.stderr.write(
      'The web admin build failed; fix it or run the server alone with `npm run start -w @shop-admin/server`.\n',
    );
    process.exit(build.status ?? 1);
  }
}

// Node runs the TypeScript sources directly; older 22.x needs the flag.
const flags = process.features?.typescript
  ? []
  : ['--experimental-strip-types', '--no-warnings=ExperimentalWarning'];
const server = spawn(
  process.execPath,
  [...flags, join(root, 'packages', 'server', 'src', 'main.ts'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal === 'SIGINT' ? 130 : signal ? 143 : 1));
});
