// What a <Head>'s props and children ask for, as the head data of ../../head.
import { Children, isValidElement, type ReactNode } from 'react';
import type { HeadEntry, HeadTag } from '../../head';

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

