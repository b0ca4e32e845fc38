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
const trackReader = () => {
  readerY = window.scrollY;
};

/** Takes the prerendered page's main content out of `root` (call before React renders into it). */
export function keepPrerenderedContent(root: HTMLElement, path: string): void {
  const main = root.querySelector('[data-prerendered] main');
  kept = main ? { path, nodes: [...main.childNodes] } : null;
  if (!kept) return;
  readerY = window.scrollY;
  restorePending = true;
  window.addEventListener('scroll', trackReader, { passive: true });
}

/**
 * Once the copy is back on screen (inside `box`): the reader at the section the address names (a contents
 * link followed in the copy), else where they had scrolled to. Only the first time, at boot.
 */
export function restoreReaderPosition(box: HTMLElement): void {
  if (!restorePending) return;
  restorePending = false;
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? [...box.querySelectorAll('[id]')].find((element) => element.id === id) : undefined;
  if (target) target.scrollIntoView({ block: 'start' });
  else if (readerY > 0) window.scrollTo(0, readerY);
}

/** Where the reader is in the copy (the last scroll event's position). */
export function readerPosition(): number {
  return readerY;
}

/** The kept content when it belongs to `path`, else null. */
export function prerenderedContentFor(path: string): Node[] | null {
  return kept && kept.path === path ? kept.nodes : null;
}

/** Forgets the kept content (the remote has rendered, or the reader moved on). */
export function dropPrerenderedContent(): void {
  kept = null;
  restorePending = false;
  window.removeEventListener('scroll', trackReader);
}
