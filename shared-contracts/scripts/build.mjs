// Builds dist/esm (with declarations) and dist/cjs, as `tsc -p tsconfig.build.json` would, plus the
// styled-components id transformer: the browser bundles and the prerender bundles share this output, and
// its components need the same ids in both (ADR 0049). tsc itself cannot run a custom transformer.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const require = createRequire(import.meta.url);
const { styledComponentIds } = require('../../scripts/lib/styled-component-ids.cjs');
const packageDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const repoRoot = path.dirname(packageDir);

function readConfig() {
  const file = path.join(packageDir, 'tsconfig.build.json');
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) fail([error]);
  return ts.parseJsonConfigFileContent(config, ts.sys, packageDir, undefined, file);
}

function fail(diagnostics) {
  const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => packageDir, getNewLine: () => '\n' };
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  process.exit(1);
}

function emit(fileNames, options) {
  const program = ts.createProgram(fileNames, options);
  const diagnostics = [...ts.getPreEmitDiagnostics(program)];
  if (diagnostics.length) fail(diagnostics);
  const result = program.emit(undefined, undefined, undefined, false, { before: [styledComponentIds(repoRoot)] });
  if (result.diagnostics.length) fail(result.diagnostics);
}

const parsed = readConfig();
if (parsed.errors.length) fail(parsed.errors);
emit(parsed.fileNames, parsed.options);
emit(parsed.fileNames, {
  ...parsed.options,
  module: ts.ModuleKind.CommonJS,
  moduleResolution: ts.ModuleResolutionKind.Node10,
  outDir: path.join(packageDir, 'dist', 'cjs'),
  declaration: false,
});
