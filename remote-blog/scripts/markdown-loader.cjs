// webpack loader: a guide's markdown becomes its sanitized article HTML at build time (markdown-html.mjs),
// so neither the markdown parser nor the sanitizer ships to the browser. The rule's asset/source type makes
// the module's default export that HTML string.
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const converter = pathToFileURL(path.join(__dirname, 'markdown-html.mjs')).href;

module.exports = function markdownLoader(source) {
  const callback = this.async();
  // The converter also reads the heading-id function: a change to it rebuilds the guides.
  this.addDependency(path.join(__dirname, 'markdown-html.mjs'));
  this.addDependency(path.join(__dirname, '..', 'src', 'features', 'posts', 'model', 'headingId.ts'));
  import(converter).then(
    ({ markdownToHtml }) => callback(null, markdownToHtml(source)),
    (error) => callback(error),
  );
};
