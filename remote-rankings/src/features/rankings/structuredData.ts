// schema.org data for the rankings page (search engines show the breadcrumb trail from it).

export function breadcrumbStructuredData(siteUrl: string, pageName: string, pagePath: string) {
  const origin = siteUrl.replace(/\/$/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: pageName, item: `${origin}${pagePath}` },
    ],
  };
}

/** JSON for an inline script: "<" escaped so no value can close the script element. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
