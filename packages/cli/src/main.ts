import module from 'node:module';
import { VERSION } from './version.ts';

// The entry of `shop-admin` (bin/shop-admin.js runs it; scripts/build.ts bundles it). It stays tiny:
// everything else loads after the compile cache is on, and `--version` needs nothing else at all.
module.enableCompileCache?.();

// `shop-admin … | head` closes the pipe early: stop quietly, as a SIGPIPE would.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}

const argv = process.argv.slice(2);
if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
  process.stdout.write(`${VERSION}\n`);
} else {
  const [{ run }, { processIo }] = await Promise.all([import('./run.ts'), import('./io/cli-io.ts')]);
  process.exitCode = await run(argv, processIo());
}
