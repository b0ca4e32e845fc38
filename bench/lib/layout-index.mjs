// How fast this machine's Chromium lays out a page, beside Lighthouse's CPU benchmark index. The index is a
// JavaScript loop; much of a page's start is the browser's own work (style, layout, garbage collection), which
// is bound by memory, and machines with the same index have differed by five times in it: the same build
// blocked 0.46 s on one and 2.3-3.0 s on another at the same emulated device. A layout figure printed beside
// the index tells such machines apart.
// The reference page is generated here (about 1,900 elements: cards of headings, text and small tables in the
// site's system font stack, close to a finder's answer), so the figure depends on the machine and browser only.
import { chromium } from '../../e2e/node_modules/@playwright/test/index.mjs';

const CARDS = 60;
const LAYOUTS = 15;

/** The reference page's HTML. */
export function referencePage() {
  const card = (i) =>
    `<article class="card"><h3>Institute of Engineering and Technology number ${i}, a long name that wraps</h3>` +
    `<p>Computer Science and Engineering (4 Years, Bachelor of Technology): opening rank ${1000 + i * 37}, closing rank ${2000 + i * 53}.</p>` +
    `<table><tr><th>Round</th><th>Opening</th><th>Closing</th></tr>` +
    Array.from({ length: 5 }, (_, r) => `<tr><td>Round ${r + 1}</td><td>${900 + i * r}</td><td>${1900 + i * r}</td></tr>`).join('') +
    `</table><ul><li>Home state quota</li><li>Gender-neutral</li><li>OPEN</li></ul></article>`;
  return (
    `<!doctype html><html><head><meta name="viewport" content="width=device-width"><style>` +
    `body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;line-height:1.5}` +
    `#list{width:360px;display:flex;flex-direction:column;gap:8px;padding:8px}` +
    `.card{border:1px solid #ddd;border-radius:8px;padding:8px}table{width:100%;border-collapse:collapse}td,th{padding:2px 4px;text-align:left}` +
    `</style></head><body><main id="list">${Array.from({ length: CARDS }, (_, i) => card(i)).join('')}</main></body></html>`
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Lays the reference page out in a new headless Chromium: the first layout of the page, then LAYOUTS more
 * at alternating widths (each one a full layout of the list). Returns milliseconds: { first, median }.
 */
export async function measureLayout(executablePath) {
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.setContent(referencePage(), { waitUntil: 'load' });
    /* global document -- run in the page */
    return await page.evaluate((count) => {
      const list = document.getElementById('list');
      const layout = () => {
        const start = performance.now();
        void list.offsetHeight;
        return performance.now() - start;
      };
      // The page's first layout may have run already at load: lay it out afresh at another width first.
      list.style.width = '340px';
      const first = layout();
      const times = [];
      for (let i = 0; i < count; i += 1) {
        list.style.width = i % 2 ? '360px' : '380px';
        times.push(layout());
      }
      return { first, times };
    }, LAYOUTS).then(({ first, times }) => ({ first, median: median(times) }));
  } finally {
    await browser.close();
  }
}

export const formatLayout = ({ first, median: typical }) =>
  `Browser layout of the reference page: ${typical.toFixed(1)} ms (median of ${LAYOUTS}; first ${first.toFixed(1)} ms)`;
