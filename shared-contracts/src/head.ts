// The page head as data, shared by the app's head manager (shared-contracts/react) and the prerender script:
// what each <Head> asks for, how the asks of a page combine (the outermost first, a later one overriding an
// earlier one's tag of the same key), and the head as HTML for a prerendered page. No React here: the
// prerender script (scripts/prerender.mjs) keys the elements of the HTML it merges with the same rule.

/** Marks the elements the head manager owns: the prerendered ones carry it, so the app takes them over. */
export const HEAD_ATTRIBUTE = 'data-rh';

export type HeadTagName = 'meta' | 'link' | 'script';

export interface HeadTag {
  name: HeadTagName;
  /** HTML attribute names and values, in the order written. */
  attributes: [string, string][];
  /** A script's text (JSON-LD). */
  text?: string;
}

/** What one <Head> asks for. */
export interface HeadEntry {
  title?: string;
  /** `%s` stands for the title of the innermost entry that has one. */
  titleTemplate?: string;
  /** The title while no entry has one. */
  defaultTitle?: string;
  tags: HeadTag[];
}

export interface HeadState {
  title?: string;
  tags: HeadTag[];
}

const attribute = (tag: HeadTag, name: string) => tag.attributes.find(([key]) => key === name)?.[1];

/**
 * Two tags with the same key are the same piece of metadata, and the innermost entry's wins: a meta by its
 * name or property, the canonical link by its rel, other links by their address, a script by its source or
 * text.
 */
export function headTagKey(tag: HeadTag): string | null {
  if (tag.name === 'meta') {
    for (const name of ['itemprop', 'property', 'http-equiv', 'charset', 'name']) {
      const value = attribute(tag, name);
      if (value) return `meta:${name}:${value.toLowerCase()}`;
    }
    return null;
  }
  if (tag.name === 'link') {
    const rel = attribute(tag, 'rel')?.toLowerCase();
    if (rel === 'canonical') return 'link:canonical';
    const href = attribute(tag, 'href');
    return href ? `link:href:${href}` : null;
  }
  const src = attribute(tag, 'src');
  if (src) return `script:src:${src}`;
  return tag.text ? `script:text:${tag.text}` : null;
}

/**
 * The head the entries make, outermost first. The title is the innermost one in the innermost template, else
 * the innermost default title. Each tag's key keeps the innermost entry's tags of that key; tags without a
 * key are left out.
 */
export function mergeHeadEntries(entries: readonly HeadEntry[]): HeadState {
  const innermost = <K extends 'title' | 'titleTemplate' | 'defaultTitle'>(field: K) =>
    [...entries].reverse().find((entry) => entry[field] !== undefined)?.[field];
  const title = innermost('title');
  const template = innermost('titleTemplate');
  const state: HeadState = { tags: [] };
  const resolvedTitle = title ? (template ? template.replace(/%s/g, () => title) : title) : (innermost('defaultTitle') ?? title);
  if (resolvedTitle !== undefined) state.title = resolvedTitle;
  const taken = new Set<string>();
  const kept: HeadTag[][] = [];
  for (const entry of [...entries].reverse()) {
    const own = entry.tags.filter((tag) => {
      const key = headTagKey(tag);
      return key !== null && !taken.has(key);
    });
    for (const tag of own) taken.add(headTagKey(tag) as string);
    kept.unshift(own);
  }
  state.tags = kept.flat();
  return state;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

function tagHtml(tag: HeadTag): string {
  const attributes = tag.attributes.map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
  // A script's text is written as given: JSON-LD is escaped for a <script> where it is made (jsonForScript).
  return tag.name === 'script' ? `<script ${HEAD_ATTRIBUTE}="true"${attributes}>${tag.text ?? ''}</script>` : `<${tag.name} ${HEAD_ATTRIBUTE}="true"${attributes}/>`;
}

/** The head as HTML for a prerendered page: title, then the meta, link and script elements, one kind a line. */
export function headStateToHtml(state: HeadState): string {
  const byName = (name: HeadTagName) => state.tags.filter((tag) => tag.name === name).map(tagHtml).join('');
  return [state.title === undefined ? '' : `<title ${HEAD_ATTRIBUTE}="true">${escapeHtml(state.title)}</title>`, byName('meta'), byName('link'), byName('script')]
    .filter(Boolean)
    .join('\n');
}
