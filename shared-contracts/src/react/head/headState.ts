// The page head as data: what each <Head> asks for, how the asks of a page combine (the outermost first, a
// later one overriding an earlier one's tag of the same key), and the head as HTML for a prerendered page.
import { Children, isValidElement, type ReactNode } from 'react';

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

// React's prop names where they differ from the HTML attribute's.
const ATTRIBUTE_NAMES: Record<string, string> = { charSet: 'charset', httpEquiv: 'http-equiv', itemProp: 'itemprop', className: 'class', hrefLang: 'hreflang' };

const textOf = (children: ReactNode): string =>
  Children.toArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : ''))
    .join('');

/** The entry a <Head>'s props and children describe: <title>, <meta>, <link> and <script> elements. */
export function readHeadEntry(props: { title?: string; titleTemplate?: string; defaultTitle?: string; children?: ReactNode }): HeadEntry {
  const entry: HeadEntry = { tags: [] };
  if (props.titleTemplate !== undefined) entry.titleTemplate = props.titleTemplate;
  if (props.defaultTitle !== undefined) entry.defaultTitle = props.defaultTitle;
  Children.forEach(props.children, (child) => {
    if (child === null || child === undefined || typeof child === 'boolean') return;
    if (!isValidElement<Record<string, unknown>>(child) || typeof child.type !== 'string') {
      throw new Error('<Head> takes <title>, <meta>, <link> and <script> elements only');
    }
    const { children, ...rest } = child.props;
    if (child.type === 'title') {
      entry.title = textOf(children as ReactNode);
      return;
    }
    if (child.type !== 'meta' && child.type !== 'link' && child.type !== 'script') {
      throw new Error(`<Head> takes <title>, <meta>, <link> and <script> elements only, not <${child.type}>`);
    }
    const attributes = Object.entries(rest)
      .filter(([, value]) => value !== undefined && value !== null && value !== false)
      .map(([name, value]): [string, string] => [ATTRIBUTE_NAMES[name] ?? name, value === true ? '' : String(value)]);
    const tag: HeadTag = { name: child.type, attributes };
    if (child.type === 'script') tag.text = textOf(children as ReactNode);
    entry.tags.push(tag);
  });
  return entry;
}

const attribute = (tag: HeadTag, name: string) => tag.attributes.find(([key]) => key === name)?.[1];

/**
 * Two tags with the same key are the same piece of metadata, and the innermost entry's wins: a meta by its
 * name or property, the canonical link by its rel, other links by their address, a script by its source or
 * text.
 */
export function keyOf(tag: HeadTag): string | null {
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
      const key = keyOf(tag);
      return key !== null && !taken.has(key);
    });
    for (const tag of own) taken.add(keyOf(tag) as string);
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
