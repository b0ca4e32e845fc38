// The metadata elements of a prerendered head, as shared-contracts' head manager writes them (HeadManager's
// toHtml: `<title data-rh="true">`, then `<meta data-rh="true" .../>`, `<link data-rh="true" .../>` and
// `<script data-rh="true" type="application/ld+json">...</script>`), keyed as the app keys them: a meta by
// its name or property, the canonical link by its rel, other links by their address, a script by its text.

const ELEMENT = /<(meta|link) data-rh="true"([^>]*)\/>|<script data-rh="true"([^>]*)>([^]*?)<\/script>/g;
const ATTRIBUTE = / ([\w:-]+)="([^"]*)"/g;
const META_KEYS = ['itemprop', 'property', 'http-equiv', 'charset', 'name'];

/** Each meta, link and script element of `head` with its key (null for one the app would not keep). */
export function readHeadTags(head) {
  return [...head.matchAll(ELEMENT)].map((match) => {
    const [html, name = 'script', tagAttributes, scriptAttributes, text] = match;
    const attributes = Object.fromEntries([...(tagAttributes ?? scriptAttributes).matchAll(ATTRIBUTE)].map(([, key, value]) => [key, value]));
    return { html, key: keyOf(name, attributes, text) };
  });
}

function keyOf(name, attributes, text) {
  if (name === 'meta') {
    const key = META_KEYS.find((attribute) => attributes[attribute]);
    return key ? `meta:${key}:${attributes[key].toLowerCase()}` : null;
  }
  if (name === 'link') {
    if (attributes.rel?.toLowerCase() === 'canonical') return 'link:canonical';
    return attributes.href ? `link:href:${attributes.href}` : null;
  }
  if (attributes.src) return `script:src:${attributes.src}`;
  return text ? `script:text:${text}` : null;
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
