// Page metadata of a post (title, description, image and dates derived from the post), with the seo overrides
// winning, and its structured data (schema.org Article and BreadcrumbList).
import { SITE_NAME, type BlogPost, type PageMetadata } from 'shared-contracts';
import { absoluteUrl, BLOG_PATH, postPath } from './paths';
import { postImageUrl } from './images';

export function postMetadata(post: BlogPost, siteUrl: string): PageMetadata {
  const seo = post.seo ?? {};
  const canonicalUrl = absoluteUrl(siteUrl, seo.canonicalUrl || post.canonicalUrl || postPath(post.slug));
  const title = seo.metaTitle || post.title;
  const description = seo.metaDescription || post.metaDescription || post.excerpt;
  return {
    title,
    description,
    keywords: seo.metaKeywords || post.keywords.join(', '),
    canonicalUrl,
    ogTitle: seo.ogTitle || title,
    ogDescription: seo.ogDescription || description,
    ogUrl: canonicalUrl,
    ogImage: absoluteUrl(siteUrl, seo.ogImage || postImageUrl(post.featuredImage)),
    publishedTime: post.publishedDate,
    modifiedTime: post.updatedDate || post.publishedDate,
    author: post.author,
    tags: post.tags,
  };
}

/** schema.org Article for the post, merged with any structuredData the post carries. */
export function articleStructuredData(post: BlogPost, meta: PageMetadata, siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: meta.description,
    image: meta.ogImage,
    datePublished: meta.publishedTime,
    dateModified: meta.modifiedTime,
    author: { '@type': 'Organization', name: post.author },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl(siteUrl, '/') },
    mainEntityOfPage: { '@type': 'WebPage', '@id': meta.canonicalUrl },
    keywords: meta.keywords,
    articleSection: post.category,
    ...post.structuredData,
  };
}

/** Blogs > post title. */
export function breadcrumbStructuredData(post: BlogPost, meta: PageMetadata, siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Blogs', item: absoluteUrl(siteUrl, BLOG_PATH) },
      { '@type': 'ListItem', position: 2, name: post.title, item: meta.canonicalUrl },
    ],
  };
}

/** JSON for a <script> element: '<' is escaped so no value can close the element early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
