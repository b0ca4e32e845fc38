// Jest: a .md file is the article HTML the webpack loader makes of it (default export), produced by the same
// converter (scripts/markdown-html.mjs). The converter is an ES module and Jest transforms are synchronous,
// so it runs as a child process; the cache key covers its source and the heading-id function it reads.
const { execFileSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const CONVERTER = path.join(__dirname, '..', 'scripts', 'markdown-html.mjs');
const HEADING_ID = path.join(__dirname, '..', 'src', 'features', 'posts', 'model', 'headingId.ts');

/** Markdown -> article HTML, synchronously (also used by the tests' markdown helper). */
function markdownToHtml(markdown) {
  return execFileSync(process.execPath, [CONVERTER], { input: markdown, encoding: 'utf8' });
}

module.exports = {
  markdownToHtml,
  process(source) {
    return { code: `module.exports = ${JSON.stringify(markdownToHtml(source))};` };
  },
  getCacheKey(source) {
    const hash = crypto.createHash('sha256').update(source);
    for (const file of [CONVERTER, HEADING_ID, __filename]) hash.update(fs.readFileSync(file));
    return hash.digest('hex');
  },
};
