// A TypeScript transformer that gives every `const Name = styled...` a componentId derived from its file
// (relative to the repository) and its name. Without it, styled-components numbers components in the order
// their modules run, which differs between a remote's prerender build (Node) and its browser build
// (federated chunks), so the class names differ too and the browser cannot adopt the prerendered page's
// styles: it runs every rule through its CSS preprocessor again before the page responds. With the same
// id in both builds, the browser's styled-components finds the prerendered rules already in place
// (ADR 0049). Used by the webpack builds (ts-loader) and the shared-contracts build.
const crypto = require('node:crypto');
const path = require('node:path');
const ts = require('typescript');

/** `styled.div`, `styled(Link)`, `styled('a')`, and any of those followed by `.attrs(...)`. */
function isStyledTag(node) {
  if (ts.isPropertyAccessExpression(node)) return ts.isIdentifier(node.expression) && node.expression.text === 'styled';
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 'styled';
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 'attrs' && isStyledTag(callee.expression);
}

/** The id for `name` in `file`: stable across builds and machines, a valid class name. */
function componentIdFor(relativeFile, name) {
  const digest = crypto.createHash('sha1').update(`${relativeFile}:${name}`).digest('hex').slice(0, 10);
  return `sc-${digest}`;
}

/** @param {string} rootDir ids hash file paths relative to this directory */
function styledComponentIds(rootDir) {
  return (context) => (sourceFile) => {
    const relativeFile = path.relative(rootDir, sourceFile.fileName).split(path.sep).join('/');
    const seen = new Map();
    const { factory } = context;
    const withId = (tag, name) => {
      // A name declared twice in one file (in two functions) gets a second, distinct id.
      const count = (seen.get(name) ?? 0) + 1;
      seen.set(name, count);
      const id = componentIdFor(relativeFile, count === 1 ? name : `${name}#${count}`);
      const config = factory.createObjectLiteralExpression([factory.createPropertyAssignment('componentId', factory.createStringLiteral(id))]);
      return factory.createCallExpression(factory.createPropertyAccessExpression(tag, 'withConfig'), undefined, [config]);
    };
    const visit = (node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const init = node.initializer;
        if (ts.isTaggedTemplateExpression(init) && isStyledTag(init.tag)) {
          const tagged = factory.updateTaggedTemplateExpression(init, withId(init.tag, node.name.text), init.typeArguments, init.template);
          return factory.updateVariableDeclaration(node, node.name, node.exclamationToken, node.type, tagged);
        }
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitNode(sourceFile, visit);
  };
}

module.exports = { styledComponentIds };
