import { act, screen, waitFor, within } from '@testing-library/react';
import { ARTICLE_MESSAGES, BLOG_MESSAGES, SITE_NAME } from 'shared-contracts';
import { makePosts, renderBlog } from '../test/blog';
import { markdownToHtml } from '../test/markdown';
import { BLOG_POSTS } from '../features/posts';
import ArticlePage from './ArticlePage';
import { ARTICLE_NOT_FOUND_REDIRECT_MS } from '../constants';

// Bodies are HTML the build made from markdown.
const BODY = markdownToHtml([
  '## First section',
  '',
  'Intro with a [source](https://cetcell.mahacet.org).',
  '',
  '### A subsection',
  '',
  '| College | Computer |',
  '|---|---:|',
  '| VJTI (03012) | 99.9522882 |',
].join('\n'));

const posts = makePosts(5, (i) =>
  i === 0
    ? {
        updatedDate: '2025-07-15',
        tableOfContents: [{ id: 'first-section', title: 'First section', level: 2, subsections: [{ title: 'A subsection', level: 3 }] }],
      }
    : {},
);

function renderArticle(slug: string, loadBody: (slug: string) => Promise<string> = async () => BODY, options: { fakeTimers?: boolean } = {}) {
  return renderBlog(<ArticlePage posts={posts} loadBody={loadBody} />, { route: `/blogs/${slug}`, path: '/blogs/:slug', ...options });
}

const headValue = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('ArticlePage', () => {
  it('leaves the first page of a visit where the browser put the reader; a move to another article starts at its top', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    try {
      renderArticle('post-1');
      const related = await screen.findByRole('region', { name: BLOG_MESSAGES.relatedHeading });
      expect(scrollTo).not.toHaveBeenCalled();

      await act(async () => within(related).getByRole('link', { name: 'Post 5' }).click());
      expect(await screen.findByRole('heading', { level: 1, name: 'Post 5' })).toBeInTheDocument();
      await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0 }));
    } finally {
      scrollTo.mockRestore();
    }
  });

  it('shows the spinner, then the article: breadcrumbs, header, table of contents, body, share block and related articles', async () => {
    let resolve: (body: string) => void = () => undefined;
    renderArticle('post-1', () => new Promise((r) => (resolve = r)));
    expect(screen.getByRole('status')).toHaveTextContent(ARTICLE_MESSAGES.loading);

    await act(async () => resolve(BODY));
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: BLOG_MESSAGES.breadcrumb })).toHaveAttribute('href', '/blogs');
    expect(within(crumbs).getByText('Post 1')).toHaveAttribute('aria-current', 'page');

    const header = within(screen.getByRole('heading', { level: 1, name: 'Post 1' }).closest('header') as HTMLElement);
    expect(header.getByText('College Guides')).toHaveStyle({ background: '#2563eb' });
    expect(header.getByText('Excerpt of post 1')).toBeInTheDocument();
    expect(header.getByText('By Test Author')).toBeInTheDocument();
    expect(header.getByText('Published on June 2, 2025')).toBeInTheDocument();
    expect(header.getByText('Updated July 15, 2025')).toBeInTheDocument();
    expect(header.getByText('5 min read')).toBeInTheDocument();
    expect(within(header.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(4);

    const toc = screen.getByRole('navigation', { name: BLOG_MESSAGES.tableOfContents });
    expect(within(toc).getByRole('link', { name: 'First section' })).toHaveAttribute('href', '#first-section');
    expect(within(toc).getByRole('link', { name: 'A subsection' })).toHaveAttribute('href', '#a-subsection');
    expect(screen.getByRole('heading', { level: 2, name: 'First section' })).toHaveAttribute('id', 'first-section');
    expect(screen.getByRole('heading', { level: 3, name: 'A subsection' })).toHaveAttribute('id', 'a-subsection');
    expect(screen.getByRole('cell', { name: '99.9522882' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'source' })).toHaveAttribute('target', '_blank');

    expect(screen.getByRole('region', { name: BLOG_MESSAGES.shareHeading })).toBeInTheDocument();
    const related = screen.getByRole('region', { name: BLOG_MESSAGES.relatedHeading });
    // Same category (College Guides: posts 2, 4, 5), not the current one.
    expect(within(related).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Post 5', 'Post 4', 'Post 2']);
    expect(within(related).getByRole('link', { name: 'Post 5' })).toHaveAttribute('href', '/blogs/post-5');
    expect(screen.getByRole('link', { name: new RegExp(BLOG_MESSAGES.backToAll) })).toHaveAttribute('href', '/blogs');
  });

  it('leaves out the Updated date when it equals the published date, and shows an unknown category as General', async () => {
    const odd = makePosts(1, () => ({ category: 'mystery' }));
    renderBlog(<ArticlePage posts={odd} loadBody={async () => 'Body'} />, { route: '/blogs/post-1', path: '/blogs/:slug' });
    const badge = await screen.findByText('General');
    expect(badge).toHaveStyle({ background: '#6b7280' });
    expect(screen.queryByText(/^Updated/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: BLOG_MESSAGES.tableOfContents })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: BLOG_MESSAGES.relatedHeading })).not.toBeInTheDocument();
  });

  it('opens a related article from its card', async () => {
    const { user, location } = renderArticle('post-1');
    const related = await screen.findByRole('region', { name: BLOG_MESSAGES.relatedHeading });
    await user.click(within(related).getByRole('link', { name: 'Post 4' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Post 4' })).toBeInTheDocument();
    expect(location().pathname).toBe('/blogs/post-4');
  });

  describe('unknown slug', () => {
    afterEach(() => jest.useRealTimers());

    it('shows the 404 state and goes back to /blogs after 3 seconds', async () => {
      jest.useFakeTimers();
      const { location } = renderBlog(<ArticlePage posts={posts} />, { route: '/blogs/no-such-post', path: '/blogs/:slug', fakeTimers: true });
      expect(await screen.findByRole('heading', { name: ARTICLE_MESSAGES.notFoundHeading })).toBeInTheDocument();
      expect(screen.getByText(ARTICLE_MESSAGES.notFoundText)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: BLOG_MESSAGES.backToBlogs })).toHaveAttribute('href', '/blogs');

      act(() => jest.advanceTimersByTime(ARTICLE_NOT_FOUND_REDIRECT_MS - 1));
      expect(location().pathname).toBe('/blogs/no-such-post');
      act(() => jest.advanceTimersByTime(1));
      expect(location().pathname).toBe('/blogs');
    });
  });

  it('shows the error state for any other failure, without redirecting', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { location } = renderArticle('post-1', () => Promise.reject(new Error('chunk failed')));
    expect(await screen.findByRole('heading', { name: ARTICLE_MESSAGES.errorHeading })).toBeInTheDocument();
    expect(screen.getByText(ARTICLE_MESSAGES.errorText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: BLOG_MESSAGES.backToBlogs })).toHaveAttribute('href', '/blogs');
    expect(error).toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, 50));
    expect(location().pathname).toBe('/blogs/post-1');
    error.mockRestore();
  });

  it('writes the page metadata: title, description, keywords, canonical, Open Graph, Twitter card, article tags and JSON-LD', async () => {
    renderArticle('post-1');
    await waitFor(() => expect(headValue('meta[property="og:type"]')).toBe('article'));
    expect(document.title).toBe(`Post 1 | ${SITE_NAME}`);
    expect(headValue('meta[name="description"]')).toBe('Description 1');
    expect(headValue('meta[name="keywords"]')).toBe('k');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://guide.test/blogs/post-1');
    expect(headValue('meta[property="og:type"]')).toBe('article');
    expect(headValue('meta[property="og:title"]')).toBe('Post 1');
    expect(headValue('meta[property="og:description"]')).toBe('Description 1');
    expect(headValue('meta[property="og:url"]')).toBe('https://guide.test/blogs/post-1');
    expect(headValue('meta[property="og:image"]')).toBe('https://guide.test/test-assets/blog-default.svg');
    expect(headValue('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(headValue('meta[name="twitter:title"]')).toBe('Post 1');
    expect(headValue('meta[property="article:published_time"]')).toBe('2025-06-02');
    expect(headValue('meta[property="article:modified_time"]')).toBe('2025-07-15');
    expect(headValue('meta[property="article:author"]')).toBe('Test Author');
    expect([...document.head.querySelectorAll('meta[property="article:tag"]')].map((m) => m.getAttribute('content'))).toEqual(posts[0].tags);

    const data = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}'));
    const article = data.find((d) => d['@type'] === 'Article');
    const breadcrumb = data.find((d) => d['@type'] === 'BreadcrumbList');
    expect(article).toMatchObject({ headline: 'Post 1', datePublished: '2025-06-02', dateModified: '2025-07-15', publisher: { name: SITE_NAME } });
    expect(breadcrumb.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Blogs', 'Post 1']);
  });

  it('renders a built-in guide from its markdown file (as HTML made at build time), every table-of-contents link reaching its heading', async () => {
    const post = BLOG_POSTS[0];
    renderBlog(<ArticlePage />, { route: `/blogs/${post.slug}`, path: '/blogs/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: post.title }, { timeout: 5000 })).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: BLOG_MESSAGES.tableOfContents });
    const links = within(toc).getAllByRole('link');
    expect(links.length).toBeGreaterThan(8);
    for (const link of links) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      const target = document.getElementById(id);
      expect(target).not.toBeNull();
      expect(target?.textContent).toBe(link.textContent);
    }
    expect(screen.getAllByRole('table').length).toBeGreaterThanOrEqual(4);
    await waitFor(() => expect(document.title).toBe(`${post.seo?.metaTitle} | ${SITE_NAME}`));
  });
});
