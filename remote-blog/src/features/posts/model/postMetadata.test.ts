import { SITE_NAME } from 'shared-contracts';
import { makePosts } from '../../../test/blog';
import { articleStructuredData, breadcrumbStructuredData, jsonForScript, postMetadata } from './postMetadata';

const SITE = 'https://guide.test/';

describe('postMetadata', () => {
  const [post] = makePosts(1);

  it('derives every field from the post, with the canonical link under the site', () => {
    expect(postMetadata(post, SITE)).toEqual({
      title: 'Post 1',
      description: 'Description 1',
      keywords: 'k',
      canonicalUrl: 'https://guide.test/blogs/post-1',
      ogTitle: 'Post 1',
      ogDescription: 'Description 1',
      ogUrl: 'https://guide.test/blogs/post-1',
      ogImage: 'https://guide.test/test-assets/blog-default.svg',
      publishedTime: '2025-06-02',
      modifiedTime: '2025-06-02',
      author: 'Test Author',
      tags: post.tags,
    });
  });

  it('lets the seo overrides win', () => {
    const meta = postMetadata(
      {
        ...post,
        featuredImage: '/img/p.png',
        seo: {
          metaTitle: 'SEO title',
          metaDescription: 'SEO description',
          metaKeywords: 'a, b',
          canonicalUrl: 'https://elsewhere.test/original',
          ogTitle: 'OG title',
          ogDescription: 'OG description',
          ogImage: 'https://cdn.test/og.png',
        },
      },
      SITE,
    );
    expect(meta).toMatchObject({
      title: 'SEO title',
      description: 'SEO description',
      keywords: 'a, b',
      canonicalUrl: 'https://elsewhere.test/original',
      ogUrl: 'https://elsewhere.test/original',
      ogTitle: 'OG title',
      ogDescription: 'OG description',
      ogImage: 'https://cdn.test/og.png',
    });
    expect(postMetadata({ ...post, featuredImage: '/img/p.png' }, SITE).ogImage).toBe('https://guide.test/img/p.png');
  });

  it('describes the article and its breadcrumb for search engines', () => {
    const meta = postMetadata(post, SITE);
    const article = articleStructuredData({ ...post, structuredData: { about: 'Colleges' } }, meta, SITE);
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'Post 1',
      datePublished: '2025-06-02',
      author: { name: 'Test Author' },
      publisher: { name: SITE_NAME },
      mainEntityOfPage: { '@id': 'https://guide.test/blogs/post-1' },
      about: 'Colleges',
    });
    expect(breadcrumbStructuredData(post, meta, SITE)).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Blogs', item: 'https://guide.test/blogs' },
        { position: 2, name: 'Post 1', item: 'https://guide.test/blogs/post-1' },
      ],
    });
    expect(jsonForScript({ a: '</script>' })).toBe('{"a":"\\u003c/script>"}');
  });
});
