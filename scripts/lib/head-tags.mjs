// The metadata elements of a prerendered head, as shared-contracts' head manager writes them (HeadManager's
// toHtml: `<title data-rh="true">`, then `<meta data-rh="true" .../>`, `<link data-rh="true" .../>` and
// `<script data-rh="true" type="application/ld+json">...</script>`), keyed by the app's own rule
// (shared-contracts' headTagKey: a meta by its name or property, the canonical link by its rel, other links
// by their address, a script by its text). Needs shared-contracts built (its dist/cjs).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { headTagKey } = require(path.join(ROOT, 'shared-contracts', 'dist', 'cjs', 'index.js'));

const ELEMENT = /<(meta|link) data-rh="true"([^>]*)\/>|<script data-rh="true"([^>]*)>([^]*?)<\/script>/g;
const ATTRIBUTE = / ([\w:-]+)="([^"]*)"/g;

/** Each meta, link and script element of `head` with its key (null for one the app would not keep). */
export function readHeadTags(head) {
  return [...head.matchAll(ELEMENT)].map((match) => {
    const [html, name = 'script', tagAttributes, scriptAttributes, text] = match;
    const attributes = [...(tagAttributes ?? scriptAttributes).matchAll(ATTRIBUTE)].map(([, key, value]) => [key, value]);
    return { html, key: headTagKey({ name, attributes, text }) };
  });
}

/**
 * `pageHead` with the elements of `frameHead` (the site's defaults every page has once the app runs) whose
 * keys the page lacks, as the app merges them: the page's own win, the frame's title is left out.
 */
export function headWithFrameDefaults(pageHead, frameHead) {
  const pageKeys = new Set(readHeadTags(pageHead).map((tag) => tag.key));
  const missing = readHeadTags(frameHead).filter((tag) => tag.key !== null && !pageKeys.has(tag.key));
  return missing.length ? `${pageHead}\n${missing.map((tag) => tag.html).join('')}` : pageHead;
}
