// What every page's metadata builds on: the site's name, its default description, canonical URLs and the
// WebSite structured data.

import { SITE_NAME, TITLE_TEMPLATE } from 'shared-contracts';

export { SITE_NAME, TITLE_TEMPLATE };
export const DEFAULT_DESCRIPTION =
  'Free NIRF rankings, JoSAA and MHT-CET college finders with past opening and closing ranks, and rank predictors for JEE Main, JEE Advanced and MHT-CET.';

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** siteUrl + path: the one address search engines should index a page under. */
export function canonicalUrl(siteUrl: string, path: string): string {
  return `${withoutTrailingSlash(siteUrl)}${path.startsWith('/') ? path : `/${path}`}`;
}

/** schema.org WebSite with the site-search hint: a rank goes straight to the JEE college finder. */
export function websiteStructuredData(siteUrl: string) {
  const origin = withoutTrailingSlash(siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: `${origin}/college-finder/jee-main?rank={rank}`,
      'query-input': 'required name=rank',
    },
  };
}

/** JSON for a <script> element: '<' is escaped so no value can close the element early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
