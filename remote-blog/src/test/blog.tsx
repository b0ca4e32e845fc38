// Blog test helpers on top of shared-contracts/testing: the blog's defaults for renderWithShell, and a sample
// of generated posts for the list.
import type { ReactElement } from 'react';
import type { BlogPost } from 'shared-contracts';
import { createFakeShell, renderWithShell, type RenderWithShellOptions, type ShellRenderResult } from 'shared-contracts/testing';

/** The site the blog tests expect in canonical and Open Graph URLs. */
export const TEST_SITE_URL = 'https://guide.test';

/** renderWithShell with the blog's defaults: a guest shell on TEST_SITE_URL, the router at /blogs. */
export function renderBlog(ui: ReactElement, options: RenderWithShellOptions = {}): ShellRenderResult {
  return renderWithShell(ui, createFakeShell({ config: { siteUrl: TEST_SITE_URL } }), { route: '/blogs', ...options });
}

/** `count` posts: every third one is Admission Tips, the rest College Guides; titles "Post 1".. in date order. */
export function makePosts(count: number, overrides: (index: number) => Partial<BlogPost> = () => ({})): BlogPost[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const day = String((n % 28) + 1).padStart(2, '0');
    return {
      title: `Post ${n}`,
      slug: `post-${n}`,
      excerpt: `Excerpt of post ${n}`,
      author: 'Test Author',
      publishedDate: `2025-06-${day}`,
      updatedDate: `2025-06-${day}`,
      category: n % 3 === 0 ? 'admission-tips' : 'college-guides',
      tags: [`tag-${n}`, 'common', 'third', 'fourth'],
      readTime: 5,
      featured: n <= 4,
      metaDescription: `Description ${n}`,
      keywords: ['k'],
      canonicalUrl: `/blogs/post-${n}`,
      ...overrides(i),
    };
  });
}
