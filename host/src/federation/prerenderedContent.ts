// A page prerendered at build (scripts/prerender.mjs: the articles, /rankings, the finder pages) arrives with
// its content in #root. React replaces #root's markup at boot, and the section's remote takes a moment to
// load, so the content is taken out before that and shown in place of the loading panel until the remote
// renders the same page: the reader sees the page at once and never a loading panel in between.
let kept: { path: string; nodes: Node[] } | null = null;

// Where the reader is in the copy, from scroll events: React empties #root when it commits, which sends the
// window back to the top until the copy is put back; and reading window.scrollY when the live page takes
// over would force a layout of both pages in one long task (Lighthouse's "forced reflow").
let readerY = 0;
let restorePending = false;
let readQueued = false;
const trackReader = () => {
  readerY = window.scrollY;
  queueReaderRead();
};

/**
 * Reads where the reader is just after the next frame is drawn, when style and layout are up to date: read
 * in the calling task (at boot, a long start-up task) or in the frame's callback, the offset would force the
 * style and layout the page owes at that moment there. Once per frame however often it is asked.
 */
function queueReaderRead(): void {
  if (readQueued) return;
  readQueued = true;
  requestAnimationFrame(() => setTimeout(readReader, 0));
}

function readReader(): void {
  if (!readQueued) return;
  readQueued = false;
  readerY = window.scrollY;
  const parent = kept?.nodes.find((node) => node.isConnected)?.parentElement;
  if (parent) readerPlace = placeIn(parent);
}

/**
 * Where the reader is, as a block of the page and the block's distance from the top of the screen. Blocks
 * off screen may be laid out lazily (`content-visibility: auto`, sized by a stand-in until drawn), so the
 * same pixel offset can land elsewhere on the live page; the same block cannot.
 */
export interface ReaderPlace {
  index: number;
  tagName: string;
  top: number;
}

// Blocks the copy and the live page both hold, in the same order (the copy is the page's own first render).
const PLACE_BLOCKS = 'h1, h2, h3, h4, p, li, tr, figure, blockquote, pre';
let readerPlace: ReaderPlace | null = null;

/** The first block in `container` that reaches below the top of the screen, or null at the top. */
export function placeIn(container: ParentNode): ReaderPlace | null {
  if (window.scrollY <= 0) return null;
  const blocks = container.querySelectorAll(PLACE_BLOCKS);
  // Blocks follow the page down in document order: a binary search reads ~log2(n) of them.
  let low = 0;
  let high = blocks.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (blocks[middle].getBoundingClientRect().bottom > 0) {
      found = middle;
      high = middle - 1;
    } else low = middle + 1;
  }
  if (found < 0) return null;
  return { index: found, tagName: blocks[found].tagName, top: blocks[found].getBoundingClientRect().top };
}

/** Scrolls so the block `place` names is where it was; false when `container` has no such block. */
export function scrollToPlace(container: ParentNode, place: ReaderPlace): boolean {
  const block = container.querySelectorAll(PLACE_BLOCKS)[place.index];
  if (!block || block.tagName !== place.tagName) return false;
  window.scrollBy(0, block.getBoundingClientRect().top - place.top);
  return true;
}

/** Takes the prerendered page's main content out of `root` (call before React renders into it). */
export function keepPrerenderedContent(root: HTMLElement, path: string): void {
  const main = root.querySelector('[data-prerendered] main');
  kept = main ? { path, nodes: [...main.childNodes] } : null;
  if (!main) return;
  restorePending = true;
  queueReaderRead();
  window.addEventListener('scroll', trackReader, { passive: true });
}

/**
 * Once the copy is back on screen (inside `box`): the reader at the section the address names (a contents
 * link followed in the copy), else where they had scrolled to. Only the first time, at boot.
 */
export function restoreReaderPosition(box: HTMLElement): void {
  if (!restorePending) return;
  restorePending = false;
  // A read still waiting for a frame (none since boot or since the last scroll; a hidden tab gets none) is
  // done now, with the copy back in place.
  readReader();
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? [...box.querySelectorAll('[id]')].find((element) => element.id === id) : undefined;
  if (target) target.scrollIntoView({ block: 'start' });
  else if (!(readerPlace && scrollToPlace(box, readerPlace)) && readerY > 0) window.scrollTo(0, readerY);
}

/** Where the reader is in the copy: the last scroll event's offset, and the block at the top then. */
export function readerPosition(): { y: number; place: ReaderPlace | null } {
  return { y: readerY, place: readerPlace };
}

/** The kept content when it belongs to `path`, else null. */
export function prerenderedContentFor(path: string): Node[] | null {
  return kept && kept.path === path ? kept.nodes : null;
}

/** Forgets the kept content (the remote has rendered, or the reader moved on). */
export function dropPrerenderedContent(): void {
  kept = null;
  readerPlace = null;
  restorePending = false;
  readQueued = false;
  window.removeEventListener('scroll', trackReader);
}
