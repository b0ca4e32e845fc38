#!/usr/bin/env node
// The guides' markdown turned into sanitized HTML at build time, so the browser ships no markdown code.
// GFM (tables, lists, links) and embedded HTML are parsed, then sanitized with GitHub's rules (no script or
// style elements, no on* handlers, only http(s), mailto and relative URLs; ids and names prefixed against
// DOM clobbering) plus heading ids and table classes; then the article markup the page styles is added:
// heading ids the table of contents links to, scrollable table boxes, numeric cells, and external links in
// a new tab without opener. The last step sanitizes again, against exactly what the page may receive: a
// post-processing step copies values from the source (a cell's align became its style, so
// `align="left;background:url(...)"` became a style), and nothing it writes may skip the sanitizer.
// Used by the webpack loader (markdown-loader.cjs), the Jest transform of .md files, and as a CLI:
//   node remote-blog/scripts/markdown-html.mjs < guide.md > guide.html
import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';

// Heading ids must come from the very function the table of contents uses (src/features/posts/model/headingId.ts).
// It is plain TypeScript without imports: compile it here rather than keep a JavaScript copy that could drift.
const headingIdSource = fs.readFileSync(new URL('../src/features/posts/model/headingId.ts', import.meta.url), 'utf8');
const { outputText } = ts.transpileModule(headingIdSource, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2020 } });
/** @type {(text: string) => string} */
const { headingId } = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);

const headingAttributes = (tag) => [...(defaultSchema.attributes?.[tag] ?? []), 'id'];

/** What embedded HTML may keep: GitHub's rules, plus ids on headings and class names on tables. */
export const sanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    h1: headingAttributes('h1'),
    h2: headingAttributes('h2'),
    h3: headingAttributes('h3'),
    h4: headingAttributes('h4'),
    h5: headingAttributes('h5'),
    h6: headingAttributes('h6'),
    table: [...(defaultSchema.attributes?.table ?? []), 'className'],
  },
};

const allowed = (tag, ...extra) => [...(defaultSchema.attributes?.[tag] ?? []), ...extra];

/**
 * The finished article: the source schema plus the markup articleMarkup adds, each with the only values it
 * writes. Ids and names are not prefixed again (the first pass did; heading ids are the table of contents').
 */
export const articleSchema = {
  ...sanitizeSchema,
  clobber: [],
  attributes: {
    ...sanitizeSchema.attributes,
    a: allowed('a', ['target', '_blank'], ['rel', 'noopener', 'noreferrer']),
    td: allowed('td', ['className', 'num'], ['style', /^text-align: (?:left|center|right)$/]),
    th: allowed('th', ['className', 'num'], ['style', /^text-align: (?:left|center|right)$/]),
    div: allowed('div', ['className', 'md-table-scroll'], ['role', 'region'], ['ariaLabel', 'Table']),
  },
};

/** The plain text of a hast node (a heading's title, whatever markup it holds). */
function textOf(node) {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

const element = (tagName, properties, children) => ({ type: 'element', tagName, properties, children });

/** The markup the article's styles and behaviour rely on (what the page's React components used to add). */
function articleMarkup(node) {
  if (node.type !== 'element' && node.type !== 'root') return node;
  node.children = (node.children ?? []).map(articleMarkup);
  if (node.type !== 'element') return node;
  const props = node.properties;
  switch (node.tagName) {
    case 'h2':
    case 'h3':
    case 'h4':
      // The table of contents links to the id of the heading's text (whatever id the source gave it).
      props.id = headingId(textOf(node)) || undefined;
      break;
    case 'a':
      // http(s) and protocol-relative links open in a new tab without access to this page.
      if (typeof props.href === 'string' && (props.href.startsWith('http') || props.href.startsWith('//'))) {
        props.target = '_blank';
        props.rel = ['noopener', 'noreferrer'];
      }
      break;
    case 'td':
    case 'th':
      // Right-aligned GFM columns hold numbers: kept on one line, digits aligned (the .num class).
      if (props.align) {
        props.style = `text-align: ${props.align}`;
        if (props.align === 'right') props.className = ['num', ...(props.className ?? [])];
        delete props.align;
      }
      break;
    case 'table':
      // Wide tables scroll sideways inside their own box instead of stretching the page.
      props.className = ['md-table', ...(props.className ?? [])];
      return element('div', { className: ['md-table-scroll'], role: 'region', ariaLabel: 'Table', tabIndex: 0 }, [node]);
    default:
  }
  return node;
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  .use(rehypeSanitize, sanitizeSchema)
  .use(() => (tree) => articleMarkup(tree))
  // Last, after every step that writes markup. An attacher of its own: unified runs a plugin that is used
  // twice only once, at its first place, with the two options merged.
  .use(function sanitizeArticle() {
    return rehypeSanitize(articleSchema);
  })
  .use(rehypeStringify);

/** Markdown (GFM with embedded HTML) -> the sanitized article HTML. */
export function markdownToHtml(markdown) {
  return String(processor.processSync(markdown));
}

if (process.argv[1] && import.meta.url === pathToFileURL(fileURLToPath(pathToFileURL(process.argv[1]))).href) {
  process.stdout.write(markdownToHtml(fs.readFileSync(0, 'utf8')));
}
