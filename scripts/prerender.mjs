#!/usr/bin/env node
// After the builds: the pages crawlers should read without running JavaScript, written into the host's
// build, plus sitemap.xml and robots.txt.
//   - host/dist/index.html: the home page (the host's own build writes host/dist/prerender.json): title,
//     description, canonical link, Open Graph and Twitter tags, WebSite structured data and the hero and
//     feature cards, so it paints before any script runs.
//   - host/dist/<path>/index.html: each page a remote prerenders (its build writes dist/prerender.json):
//     every article (metadata, Article and BreadcrumbList JSON-LD, the article itself), /rankings and each
//     /college-finder page (metadata, structured data, and the page as it first renders: heading, lead,
//     form), so they paint before any script arrives.
//   - host/dist/shell.html: the untouched app shell, which the static server answers every other route with.
// Every page also carries the styles of the host's frame (header, footer, notices; host/dist/prerender.json's
// frameStyles), which the app adopts at start instead of building them while the page starts, and the
// site's defaults the frame sets in the head (frameHead) that the page's own head lacks.
// Addresses hold the stand-ins of scripts/lib/prerender-markers.cjs; the static server fills in SITE_URL and
// the blog's address per request, so one build serves any origin. The head tags carry data-rh, so the app's
// head manager (shared-contracts' <Head>) takes them over (no duplicates); the app then replaces the
// prerendered content.
// Usage: node scripts/prerender.mjs [--host-dist host/dist] [--remotes-root .]
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readStyledTag, styledTagAfter } from './lib/styled-tags.mjs';
import { headWithFrameDefaults, readHeadTags } from './lib/head-tags.mjs';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { SITE_URL_MARKER, BLOG_URL_MARKER } = require('./lib/prerender-markers.cjs');
const { REMOTE_ROUTES, SITE_NAME, theme, media, headerMedia, visuallyHidden } = require(path.join(ROOT, 'shared-contracts', 'dist', 'cjs', 'index.js'));

/** Public pages for the sitemap besides the articles (the blog's come from its prerender data). */
export const SITEMAP_PATHS = [
  '/',
  '/rankings',
  '/college-finder',
  '/college-finder/jee-main',
  '/college-finder/josaa',
  '/college-finder/tool',
  '/college-finder/statewise',
  '/college-finder/mhtcet',
  '/blogs',
];

/** The header's links, as host/src/features/header/model/navItems.ts lists them (shown until the app starts). */
const NAV = [
  ['/', 'Home'],
  ['/rankings', 'Rankings'],
  ['/college-finder', 'College Finder'],
  ['/blogs', 'Blogs'],
];

const escapeHtml = (text) => String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeXml = escapeHtml;
// The host's header and page frame, approximated so the prerendered article sits where the app will draw
// it (no jump when the app replaces it). Only the prerendered markup uses these classes.
const { colors } = theme;
const FRAME_STYLES = `<style data-prerendered-styles="true">
.pr-page{display:flex;flex-direction:column;min-height:100vh}
.pr-bar{position:sticky;top:0;z-index:600;background:${colors.primaryDark};color:#fff;box-shadow:0 1px 0 rgba(255,255,255,.06),0 2px 8px rgba(0,0,0,.15)}
.pr-bar-inner{display:flex;align-items:center;gap:1rem;min-height:4rem;width:100%;max-width:${theme.maxWidth};margin:0 auto;padding:0 1.5rem}
.pr-brand{display:inline-flex;align-items:center;gap:.6rem;color:#fff;text-decoration:none;font-weight:700}
.pr-mark{display:inline-flex;align-items:center;justify-content:center;width:2.1rem;height:2.1rem;border-radius:8px;background:${colors.accent};color:#111827;font-size:.85rem;font-weight:800}
.pr-name{font-size:1.05rem;line-height:1.2}
${headerMedia.wide}{.pr-name{white-space:nowrap}}
.pr-nav{display:flex;gap:.25rem;margin:0;padding:0;list-style:none}
.pr-nav a{display:block;padding:.5rem .7rem;white-space:nowrap;border-radius:8px;color:rgba(255,255,255,.85);text-decoration:none;font-weight:500}
.pr-main{flex:1}
${headerMedia.withoutBrandName}{.pr-name{${visuallyHidden}}}
${media.mobile}{.pr-bar-inner{gap:.5rem;min-height:3.5rem;padding:0 1rem}.pr-name{font-size:.95rem}.pr-nav{display:none}}
</style>`;

function frame(content) {
  const links = NAV.map(([to, label]) => `<li><a href="${to}">${escapeHtml(label)}</a></li>`).join('');
  return (
    `<div class="pr-page" data-prerendered="true"><header class="pr-bar"><div class="pr-bar-inner">` +
    `<a class="pr-brand" href="/"><span class="pr-mark" aria-hidden="true">EA</span><span class="pr-name">${escapeHtml(SITE_NAME)}</span></a>` +
    `<nav aria-label="Main"><ul class="pr-nav">${links}</ul></nav></div></header>` +
    `<main class="pr-main" id="main">${content}</main></div>`
  );
}

const ROOT_ELEMENT = /<div id=("?)root\1><\/div>/;
const TITLE_ELEMENT = /<title>[^<]*<\/title>/;

/** The app shell with this page's head tags and (optionally) content in place of the empty root. */
export function renderPage(template, { head, styles = '', content = null, readableWithoutScript = false }) {
  if (!TITLE_ELEMENT.test(template) || !ROOT_ELEMENT.test(template) || !template.includes('</head>')) {
    throw new Error('The host template has no <title>, no empty <div id="root"> or no </head>: is it host/dist/index.html?');
  }
  let html = template.replace(TITLE_ELEMENT, '').replace('</head>', `${head}${content ? FRAME_STYLES + styles : ''}</head>`);
  // A page that needs the app (forms, tabs) is inert until the app replaces it: a tap on its copy would do
  // nothing, and assistive technology skips it meanwhile. The host moves this wrapper as it is.
  const main = content && !readableWithoutScript ? `<div inert>${content}</div>` : content;
  if (content) html = html.replace(ROOT_ELEMENT, `<div id="root">${frame(main)}</div>`);
  // An article reads without JavaScript: no "needs JavaScript" notice above it. A form page keeps it.
  if (content && readableWithoutScript) html = html.replace(/<noscript>[^<]*<\/noscript>/, '');
  return html;
}

export function sitemapXml(siteUrl, blogPages) {
  const entries = [
    ...SITEMAP_PATHS.map((pagePath) => ({ pagePath })),
    ...blogPages.map((page) => ({ pagePath: page.path, lastModified: page.lastModified })),
  ];
  const urls = entries
    .map(({ pagePath, lastModified }) =>
      [`  <url>`, `    <loc>${escapeXml(siteUrl + pagePath)}</loc>`, ...(lastModified ? [`    <lastmod>${escapeXml(lastModified)}</lastmod>`] : []), `  </url>`].join('\n'),
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Everything but the account pages (login, password reset, the social sign-in bridge, profile). */
export function robotsTxt(siteUrl) {
  const disallow = REMOTE_ROUTES.auth.map((route) => `Disallow: ${route}`);
  return ['User-agent: *', ...disallow, 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

/** The remotes that prerender pages, and the stand-in each links its files under (only the blog has files). */
export const PRERENDERING_REMOTES = [
  { pkg: 'remote-blog', assetsUrl: BLOG_URL_MARKER },
  { pkg: 'remote-rankings', assetsUrl: null },
  { pkg: 'remote-finders', assetsUrl: null },
];

const PAGE_PATH = /^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/;
/** The host prerenders only its home page, which links no files of its own. */
const HOST = { pkg: 'host', assetsUrl: null, paths: /^\/$/ };

/** A remote's dist/prerender.json, checked: this version's stand-ins, page paths, no unfilled address. */
export function readPrerenderData(file, { pkg, assetsUrl, paths = PAGE_PATH }) {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build ${pkg} first (its build writes it).`);
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(data.pages) || data.siteUrl !== SITE_URL_MARKER) {
    throw new Error(`${file} is not prerender data of this version: rebuild ${pkg}.`);
  }
  for (const page of data.pages) {
    if (!paths.test(page.path)) throw new Error(`${file}: unexpected page path ${page.path}`);
    // Every address must be one the static server fills in: the site's, or this remote's files' when it has files.
    // (share links carry the page address URL-encoded; the server fills in that form too.)
    const filled = [SITE_URL_MARKER, encodeURIComponent(SITE_URL_MARKER), ...(assetsUrl ? [assetsUrl] : [])];
    const text = filled.reduce((rest, marker) => rest.split(marker).join(''), `${page.head}${page.styles}${page.body}`);
    if (text.includes('.prerender.invalid')) throw new Error(`${file}: ${page.path} links an address nothing fills in: ${text.match(/\S*\.prerender\.invalid\S*/)[0]}`);
  }
  return data.pages;
}

/** The styles of the host's frame (header, footer, notices) and the head it sets, from its prerender data, checked. */
export function readFrame(file) {
  const { frameStyles, frameHead } = JSON.parse(fs.readFileSync(file, 'utf8'));
  try {
    readStyledTag(String(frameStyles ?? ''));
  } catch {
    throw new Error(`${file} has no frame styles: rebuild host.`);
  }
  if (typeof frameHead !== 'string' || !readHeadTags(frameHead).length) throw new Error(`${file} has no frame head: rebuild host.`);
  return { frameStyles, frameHead };
}

export function prerender({ hostDist, remotesRoot }) {
  const index = path.join(hostDist, 'index.html');
  const shell = path.join(hostDist, 'shell.html');
  if (!fs.existsSync(index)) throw new Error(`${index} is missing: build the host first.`);
  // A rebuilt host has a fresh index.html and no shell.html; a second run reuses the shell it saved.
  if (!fs.existsSync(shell)) fs.copyFileSync(index, shell);
  const template = fs.readFileSync(shell, 'utf8');
  if (template.includes('data-prerendered')) throw new Error(`${shell} is a prerendered page, not the app shell: rebuild the host.`);

  const hostData = path.join(hostDist, 'prerender.json');
  const [home] = readPrerenderData(hostData, HOST);
  if (!home) throw new Error(`${hostData} has no home page: rebuild host.`);
  // Every page carries the frame's styles too: the app adopts them at start instead of building them then.
  // And the frame's head defaults: a crawler reads them on every page, and the app has nothing to add.
  const { frameStyles, frameHead } = readFrame(hostData);
  const stylesOf = (page) => page.styles + styledTagAfter(page.styles, frameStyles);
  const headOf = (page) => headWithFrameDefaults(page.head, frameHead);
  const pages = PRERENDERING_REMOTES.flatMap((remote) => readPrerenderData(path.join(remotesRoot, remote.pkg, 'dist', 'prerender.json'), remote));
  fs.writeFileSync(index, renderPage(template, { head: headOf(home), styles: stylesOf(home), content: home.body, readableWithoutScript: true }));
  for (const page of pages) {
    const dir = path.join(hostDist, ...page.path.split('/').filter(Boolean));
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), renderPage(template, { head: headOf(page), styles: stylesOf(page), content: page.body, readableWithoutScript: page.readableWithoutScript === true }));
  }
  // The articles with their dates; the other pages are in SITEMAP_PATHS.
  fs.writeFileSync(path.join(hostDist, 'sitemap.xml'), sitemapXml(SITE_URL_MARKER, pages.filter((page) => page.lastModified)));
  fs.writeFileSync(path.join(hostDist, 'robots.txt'), robotsTxt(SITE_URL_MARKER));
  return pages.map((page) => page.path);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = { 'host-dist': path.join(ROOT, 'host', 'dist'), 'remotes-root': ROOT };
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i].replace(/^--/, '');
    if (!(key in args) || argv[i + 1] === undefined) {
      console.error('Usage: node scripts/prerender.mjs [--host-dist host/dist] [--remotes-root .]');
      process.exit(2);
    }
    args[key] = path.resolve(argv[i + 1]);
  }
  try {
    const written = prerender({ hostDist: args['host-dist'], remotesRoot: args['remotes-root'] });
    console.log(`Prerendered / and ${written.length} pages (${written.join(', ')}) into ${args['host-dist']}, with sitemap.xml and robots.txt.`);
  } catch (error) {
    console.error(`prerender: ${error.message}`);
    process.exit(1);
  }
}
