import { REMOTE_ROUTES } from 'shared-contracts';

/** Where the blog lives (the host mounts this remote there; the standalone page uses the same path). */
export const BLOG_PATH = REMOTE_ROUTES.blog[0];

export const postPath = (slug: string) => `${BLOG_PATH}/${slug}`;

/** siteUrl + path, or the URL itself when it is already absolute (has a scheme). */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(pathOrUrl)) return pathOrUrl;
  const origin = siteUrl.replace(/\/+$/, '');
  return `${origin}${pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`}`;
}
