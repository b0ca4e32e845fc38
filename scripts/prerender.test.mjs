// node --test scripts/: the prerendered pages, sitemap and robots.txt written from the host's shell and the
// remotes' prerender data.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { prerender, robotsTxt, sitemapXml } from './prerender.mjs';

const { SITE_URL_MARKER, BLOG_URL_MARKER } = createRequire(import.meta.url)('./lib/prerender-markers.cjs');
// The host's index.html as html-webpack-plugin minifies it.
const SHELL =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Engineering Admissions Guide</title><script defer src=/main.0123456789.js></script></head>' +
  '<body><noscript>This site needs JavaScript.</noscript><div id=root></div></body></html>';
const ARTICLE = {
  path: '/blogs/sample-guide',
  lastModified: '2025-07-01',
  head: `<title data-rh="true">Sample | Site</title><link data-rh="true" rel="canonical" href="${SITE_URL_MARKER}/blogs/sample-guide"/>`,
  styles: '<style data-prerendered-styles="true">.a{color:red}</style>',
  body: '<h1>Sample guide</h1><p>Closing percentile 99.95</p>',
  readableWithoutScript: true,
};

const RANKINGS = {
  path: '/rankings',
  head: `<title data-rh="true">NIRF Rankings | Site</title><link data-rh="true" rel="canonical" href="${SITE_URL_MARKER}/rankings"/>`,
  styles: '<style data-prerendered-styles="true">.b{color:blue}</style>',
  body: '<div data-page-ready="true"><h1>NIRF Rankings 2025</h1><p>Compare</p></div>',
};
const FINDER = { ...RANKINGS, path: '/college-finder/jee-main', body: '<h1>JEE Main &amp; Advanced College Finder</h1>' };

const HOME = {
  path: '/',
  head: `<title data-rh="true">NIRF Rankings, Finders | Engineering Admissions Guide</title><link data-rh="true" rel="canonical" href="${SITE_URL_MARKER}/"/>`,
  styles: '<style data-prerendered-styles="true">.h{color:navy}</style>',
  body: '<section><h1 id="home-title">Find colleges</h1><a href="/college-finder">Open the college finder</a></section>',
  readableWithoutScript: true,
};

// The host's frame (header, footer) as styled-components writes its server styles.
const FRAME_STYLES =
  '<style data-styled="true" data-styled-version="6.6.0">.hA{display:flex;}/*!sc*/\ndata-styled.g1[id="sc-header"]{content:"hA,"}/*!sc*/\n</style>';

// The head the frame sets: the site's defaults (the pages' own titles and descriptions win).
const FRAME_HEAD =
  '<title data-rh="true">Site</title>\n<meta data-rh="true" name="description" content="The site"/><meta data-rh="true" property="og:site_name" content="Site"/>';
const SITE_NAME_META = '<meta data-rh="true" property="og:site_name" content="Site"/>';

/** A host build and the three remotes' prerender data under one folder, as the repository lays them out. */
function fixture({ home = [HOME], blog = [ARTICLE], rankings = [RANKINGS], finders = [FINDER], frameStyles = FRAME_STYLES, frameHead = FRAME_HEAD } = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
  const hostDist = path.join(root, 'host', 'dist');
  fs.mkdirSync(hostDist, { recursive: true });
  fs.writeFileSync(path.join(hostDist, 'index.html'), SHELL);
  const dataFile = (pkg) => path.join(root, pkg, 'dist', 'prerender.json');
  const write = (pkg, data) => {
    fs.mkdirSync(path.dirname(dataFile(pkg)), { recursive: true });
    fs.writeFileSync(dataFile(pkg), JSON.stringify(data));
  };
  fs.writeFileSync(path.join(hostDist, 'prerender.json'), JSON.stringify({ siteUrl: SITE_URL_MARKER, assetsUrl: 'https://host-url.prerender.invalid/', pages: home, frameStyles, frameHead }));
  write('remote-blog', { siteUrl: SITE_URL_MARKER, assetsUrl: BLOG_URL_MARKER, pages: blog });
  write('remote-rankings', { siteUrl: SITE_URL_MARKER, assetsUrl: 'https://rankings-url.prerender.invalid/', pages: rankings });
  write('remote-finders', { siteUrl: SITE_URL_MARKER, assetsUrl: 'https://finders-url.prerender.invalid/', pages: finders });
  return { hostDist, remotesRoot: root, dataFile, write, read: (file) => fs.readFileSync(path.join(hostDist, file), 'utf8') };
}

test('writes the home page, keeps the shell for other routes, and each remote page with its content', () => {
  const { hostDist, remotesRoot, read } = fixture();
  assert.deepEqual(prerender({ hostDist, remotesRoot }), ['/blogs/sample-guide', '/rankings', '/college-finder/jee-main']);
  assert.equal(read('shell.html'), SHELL);

  const home = read('index.html');
  assert.equal((home.match(/<title/g) ?? []).length, 1, 'the shell title is replaced, not repeated');
  assert.ok(home.includes(HOME.head) && home.includes(HOME.styles));
  assert.match(home, /<div id="root"><div class="pr-page" data-prerendered="true"><header[^]*<main class="pr-main" id="main"><section><h1 id="home-title">Find colleges<\/h1>/);
  assert.ok(!home.includes('<noscript>') && !home.includes('inert'), 'the home page reads, and its links work, before the app starts');
  assert.ok(home.includes('<script defer src=/main.0123456789.js>'), 'the app still starts');

  const article = read('blogs/sample-guide/index.html');
  assert.ok(article.includes(ARTICLE.head) && article.includes(ARTICLE.styles));
  assert.match(article, /<div id="root"><div class="pr-page" data-prerendered="true"><header[^]*<main class="pr-main" id="main"><h1>Sample guide<\/h1>/);
  assert.ok(!article.includes('<noscript>'), 'a readable article has no "needs JavaScript" notice');
  assert.ok(!article.includes('inert'), 'an article can be read and its links followed before the app starts');
  assert.ok(article.includes('<script defer src=/main.0123456789.js>'), 'the app still starts');

  const rankings = read('rankings/index.html');
  assert.ok(rankings.includes(RANKINGS.head) && rankings.includes(RANKINGS.styles) && !rankings.includes(ARTICLE.styles));
  // Every page carries the frame's styles, for the app to adopt when it draws the header and footer.
  for (const page of [home, article, rankings]) assert.ok(page.includes(`${FRAME_STYLES}</head>`), 'the frame styles follow the page styles');
  // And the head defaults the frame sets, after the page's own head, without a second title or description.
  for (const page of [home, article, rankings]) {
    assert.equal((page.match(/og:site_name/g) ?? []).length, 1);
    assert.equal((page.match(/<title/g) ?? []).length, 1);
    assert.equal((page.match(/name="description"/g) ?? []).length, 1);
  }
  assert.ok(article.indexOf(SITE_NAME_META) > article.indexOf(ARTICLE.head) + ARTICLE.head.length - 1, "the frame's defaults follow the page's head");
  assert.match(rankings, /<main class="pr-main" id="main"><div inert><div data-page-ready="true"><h1>NIRF Rankings 2025<\/h1>/);
  assert.ok(rankings.includes('<noscript>'), 'a page that needs the app to work keeps the "needs JavaScript" notice');
  assert.match(read('college-finder/jee-main/index.html'), /<main class="pr-main" id="main"><div inert><h1>JEE Main &amp; Advanced College Finder<\/h1>/);
  // Only the articles carry a date; the other pages are in the sitemap's fixed list.
  assert.equal((read('sitemap.xml').match(/<loc>[^<]*\/rankings<\/loc>/g) ?? []).length, 1);
});

test('a second run starts again from the saved shell', () => {
  const { hostDist, remotesRoot, read } = fixture();
  prerender({ hostDist, remotesRoot });
  const first = read('index.html');
  prerender({ hostDist, remotesRoot });
  assert.equal(read('index.html'), first);
  assert.equal(read('shell.html'), SHELL);
});

test('refuses missing or foreign prerender data, odd paths and addresses nothing fills in', () => {
  const { hostDist, remotesRoot, dataFile, write } = fixture();
  const noHome = fixture({ home: [] });
  assert.throws(() => prerender(noHome), /has no home page: rebuild host/);
  assert.throws(() => prerender(fixture({ frameStyles: null })), /has no frame styles: rebuild host/);
  assert.throws(() => prerender(fixture({ frameHead: null })), /has no frame head: rebuild host/);
  const notHome = fixture({ home: [{ ...HOME, path: '/rankings' }] });
  assert.throws(() => prerender(notHome), /unexpected page path \/rankings/);
  fs.rmSync(dataFile('remote-finders'));
  assert.throws(() => prerender({ hostDist, remotesRoot }), /build remote-finders first/);
  write('remote-finders', { pages: [] });
  assert.throws(() => prerender({ hostDist, remotesRoot }), /rebuild remote-finders/);
  const odd = fixture({ blog: [{ ...ARTICLE, path: '/blogs/../../etc' }] });
  assert.throws(() => prerender(odd), /unexpected page path \/blogs\/\.\.\/\.\.\/etc/);
  // The rankings remote has no files of its own: an image under its stand-in would never be filled in.
  const image = fixture({ rankings: [{ ...RANKINGS, body: '<img src="https://rankings-url.prerender.invalid/logo.svg">' }] });
  assert.throws(() => prerender(image), /\/rankings links an address nothing fills in: src="https:\/\/rankings-url/);
  // The blog's images are filled in with the blog's address.
  const blogImage = fixture({ blog: [{ ...ARTICLE, body: `<img src="${BLOG_URL_MARKER}a.svg">` }] });
  assert.doesNotThrow(() => prerender(blogImage));
});

test('the sitemap lists the main pages and every article under the site origin; robots.txt keeps account pages out', () => {
  const xml = sitemapXml('https://guide.example', [ARTICLE]);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  assert.ok(locs.includes('https://guide.example/') && locs.includes('https://guide.example/rankings'));
  assert.ok(locs.includes('https://guide.example/college-finder/jee-main') && locs.includes('https://guide.example/blogs'));
  assert.ok(locs.includes('https://guide.example/blogs/sample-guide'));
  assert.match(xml, /<loc>https:\/\/guide\.example\/blogs\/sample-guide<\/loc>\n {4}<lastmod>2025-07-01<\/lastmod>/);
  const robots = robotsTxt('https://guide.example');
  for (const route of ['/auth', '/profile', '/reset-password', '/forgot-password', '/oauth-bridge', '/verify-email']) {
    assert.match(robots, new RegExp(`^Disallow: ${route}$`, 'm'));
  }
  assert.match(robots, /^Sitemap: https:\/\/guide\.example\/sitemap\.xml$/m);
});
