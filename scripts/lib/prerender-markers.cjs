// Prerendered pages are built once but served under addresses chosen at run time (SITE_URL, REMOTE_BLOG_URL).
// The build writes these stand-ins (absolute URLs on the reserved .invalid domain, so the page code treats
// them as any absolute address) and scripts/serve-static.mjs replaces them in each HTML, XML and text file
// it serves with the configured site origin and the blog remote's base URL.
module.exports = {
  /** The site's public origin (SITE_URL), no trailing slash. */
  SITE_URL_MARKER: 'https://site-url.prerender.invalid',
  /** The folder the blog remote's files are served from (its mf-manifest.json's folder), with the slash. */
  BLOG_URL_MARKER: 'https://blog-url.prerender.invalid/',
};
