import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ts = require('typescript');
const { styledComponentIds } = require('./styled-component-ids.cjs');

const ROOT = '/repo';
const SOURCE = `
import styled, { css, keyframes } from 'styled-components';
import { Link } from 'react-router-dom';
const spin = keyframes\`to { transform: rotate(1turn); }\`;
const mixin = css\`color: red;\`;
export const Card = styled.div<{ $wide: boolean }>\`padding: 1rem;\`;
const Plain = styled(Link)\`color: blue;\`;
const Submit = styled.button.attrs({ type: 'submit' })\`margin: 0;\`;
function first() { const Cell = styled.td\`padding: 0;\`; return Cell; }
function second() { const Cell = styled.td\`padding: 1px;\`; return Cell; }
const notStyled = String.raw\`x\`;
`;

/** The ids the transformer gives the components of `source`, in order, for a file at `file` under ROOT. */
function idsOf(source, file) {
  const { outputText } = ts.transpileModule(source, {
    fileName: path.join(ROOT, file),
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2020 },
    transformers: { before: [styledComponentIds(ROOT)] },
  });
  return { output: outputText, ids: [...outputText.matchAll(/withConfig\(\{ componentId: "([^"]+)" \}\)/g)].map((m) => m[1]) };
}

test('every styled component declared by name gets an id; css, keyframes and other tags do not', () => {
  const { output, ids } = idsOf(SOURCE, 'pkg/src/Card.tsx');
  assert.equal(ids.length, 5);
  for (const id of ids) assert.match(id, /^sc-[0-9a-f]{10}$/);
  assert.equal(new Set(ids).size, 5, 'two components of the same name in one file get two ids');
  assert.match(output, /styled\.div\.withConfig\(/);
  assert.match(output, /styled\(Link\)\.withConfig\(/);
  assert.match(output, /styled\.button\.attrs\(\{ type: 'submit' \}\)\.withConfig\(/);
  assert.doesNotMatch(output, /keyframes[^;]*withConfig|css[^;]*withConfig|String\.raw[^;]*withConfig/);
});

test('the ids depend only on the file (relative to the root) and the name, so two builds agree', () => {
  const once = idsOf(SOURCE, 'pkg/src/Card.tsx').ids;
  assert.deepEqual(idsOf(SOURCE, 'pkg/src/Card.tsx').ids, once);
  // Another file, or the same component under another name, gets other ids.
  const elsewhere = idsOf(SOURCE, 'pkg/src/Other.tsx').ids;
  assert.equal(elsewhere.filter((id) => once.includes(id)).length, 0);
  const renamed = idsOf(SOURCE.replace('export const Card', 'export const Panel'), 'pkg/src/Card.tsx').ids;
  assert.notEqual(renamed[0], once[0]);
  assert.deepEqual(renamed.slice(1), once.slice(1));
  // Adding a component above another does not change the other's id (no counting by position).
  const grown = idsOf(`import styled from 'styled-components';\nconst Extra = styled.p\`\`;\n${SOURCE}`, 'pkg/src/Card.tsx').ids;
  assert.deepEqual(grown.slice(1), once);
});
