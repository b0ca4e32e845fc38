// node --test scripts/: the crawler pages, sitemap and robots.txt written from the host's shell and the
// blog's prerender data.
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
};

function fixture(pages = [ARTICLE]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
  const hostDist = path.join(dir, 'host');
  fs.mkdirSync(hostDist);
  fs.writeFileSync(path.join(hostDist, 'index.html'), SHELL);
  const blogData = path.join(dir, 'prerender.json');
  fs.writeFileSync(blogData, JSON.stringify({ siteUrl: SITE_URL_MARKER, blogUrl: BLOG_URL_MARKER, pages }));
  return { hostDist, blogData, read: (file) => fs.readFileSync(path.join(hostDist, file), 'utf8') };
}

test('writes the home page head, keeps the shell for other routes, and each article with its content', () => {
  const { hostDist, blogData, read } = fixture();
  assert.deepEqual(prerender({ hostDist, blogData }), ['/blogs/sample-guide']);
  assert.equal(read('shell.html'), SHELL);

  const home = read('index.html');
  assert.equal((home.match(/<title/g) ?? []).length, 1, 'the shell title is replaced, not repeated');
  assert.match(home, /<title data-rh="true">NIRF Rankings[^<]*\| Engineering Admissions Guide<\/title>/);
  assert.match(home, new RegExp(`<link data-rh="true" rel="canonical" href="${SITE_URL_MARKER}/"/>`));
  const jsonLd = JSON.parse(home.match(/<script data-rh="true" type="application\/ld\+json">(.*?)<\/script>/)[1]);
  assert.equal(jsonLd['@type'], 'WebSite');
  assert.equal(jsonLd.potentialAction.target, `${SITE_URL_MARKER}/college-finder/jee-main?rank={rank}`);
  assert.match(home, /<div id=root><\/div>/, 'the home page content is left to the app');

  const article = read('blogs/sample-guide/index.html');
  assert.ok(article.includes(ARTICLE.head) && article.includes(ARTICLE.styles));
  assert.match(article, /<div id="root"><div class="pr-page" data-prerendered="true"><header[^]*<main class="pr-main" id="main"><h1>Sample guide<\/h1>/);
  assert.ok(!article.includes('<noscript>'), 'a readable article has no "needs JavaScript" notice');
  assert.ok(article.includes('<script defer src=/main.0123456789.js>'), 'the app still starts');
});

test('a second run starts again from the saved shell', () => {
  const { hostDist, blogData, read } = fixture();
  prerender({ hostDist, blogData });
  const first = read('index.html');
  prerender({ hostDist, blogData });
  assert.equal(read('index.html'), first);
  assert.equal(read('shell.html'), SHELL);
});

test('refuses missing or foreign prerender data and odd article paths', () => {
  const { hostDist, blogData } = fixture();
  assert.throws(() => prerender({ hostDist, blogData: `${blogData}.missing` }), /build remote-blog first/);
  fs.writeFileSync(blogData, JSON.stringify({ pages: [] }));
  assert.throws(() => prerender({ hostDist, blogData }), /rebuild remote-blog/);
  const odd = fixture([{ ...ARTICLE, path: '/blogs/../../etc' }]);
  assert.throws(() => prerender({ hostDist: odd.hostDist, blogData: odd.blogData }), /Unexpected article path/);
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
