// A page prerendered for crawlers (scripts/prerender.mjs: the blog articles) arrives with its content in
// #root. React replaces #root's markup at boot, and the section's remote takes a moment to load, so the
// content is taken out before that and shown in place of the loading panel until the remote renders the
// same article: the reader sees the article at once and never a loading panel in between.
let kept: { path: string; nodes: Node[] } | null = null;

/** Takes the prerendered page's main content out of `root` (call before React renders into it). */
export function keepPrerenderedContent(root: HTMLElement, path: string): void {
  const main = root.querySelector('[data-prerendered] main');
  kept = main ? { path, nodes: [...main.childNodes] } : null;
}

/** The kept content when it belongs to `path`, else null. */
export function prerenderedContentFor(path: string): Node[] | null {
  return kept && kept.path === path ? kept.nodes : null;
}

/** Forgets the kept content (the remote has rendered, or the reader moved on). */
export function dropPrerenderedContent(): void {
  kept = null;
}
