const { createConfig } = require('../webpack.federation.cjs');

// The host knows no remote URL at build time: it reads them from /config.json at start.
module.exports = createConfig({ name: 'host', dir: __dirname, title: 'Engineering Admissions Guide', isHost: true });
