// styled-components' server <style> tags, as ServerStyleSheet.getStyleTags() writes them: each component's
// rules, each followed by the /*!sc*/ separator, then its group marker
//   data-styled.g12[id="sc-1b0e8765d3"]{content:"khAGeC,"}/*!sc*/
// naming the component id and class names the rules belong to. In the browser styled-components reads every
// such tag (data-styled, not yet "active") into its sheet and then never builds those classes again.
// Group numbers are sheet positions (the cascade order) given out per build, so two builds' tags can
// use the same numbers for different components.

const TAG = /^(<style[^>]*\bdata-styled="true"[^>]*>)([^]*)<\/style>$/;
const SEPARATOR = '/*!sc*/\n';
const MARKER = /^data-styled\.g(\d+)\[id="([^"]+)"\]/;

/** The groups of one tag, in order: number, component id and text (its rules and marker). */
export function readStyledTag(tag) {
  const match = TAG.exec(tag.trim());
  if (!match) throw new Error('Not a styled-components style tag (expected <style data-styled="true" ...>...</style>)');
  const groups = [];
  let rules = '';
  for (const part of match[2].split(SEPARATOR)) {
    if (!part) continue;
    const marker = MARKER.exec(part);
    if (!marker) {
      rules += part + SEPARATOR;
      continue;
    }
    groups.push({ group: Number(marker[1]), id: marker[2], rules, marker: part });
    rules = '';
  }
  if (rules) throw new Error('A styled-components style tag ends with rules outside any group');
  return { open: match[1], groups };
}

const PAGE_TAG = /<style[^>]*\bdata-styled="true"[^>]*>[^]*?<\/style>/;

/**
 * A second tag for a page whose styles are `pageStyles` (with or without a styled-components tag): the
 * groups of `extraTag` whose components the page does not already hold, renumbered after the page's last
 * group in their own order, so no two components share a group and the page's rules keep their places.
 * '' when nothing is left to add.
 */
export function styledTagAfter(pageStyles, extraTag) {
  const pageTag = PAGE_TAG.exec(pageStyles);
  const pageGroups = pageTag ? readStyledTag(pageTag[0]).groups : [];
  const extra = readStyledTag(extraTag);
  const held = new Set(pageGroups.map((entry) => entry.id));
  let next = Math.max(0, ...pageGroups.map((entry) => entry.group));
  const added = extra.groups
    .filter((entry) => !held.has(entry.id))
    .map((entry) => `${entry.rules}${entry.marker.replace(MARKER, () => `data-styled.g${(next += 1)}[id="${entry.id}"]`)}${SEPARATOR}`);
  return added.length ? `${extra.open}${added.join('')}</style>` : '';
}
