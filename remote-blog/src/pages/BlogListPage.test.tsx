import { screen, waitFor, within } from '@testing-library/react';
import { BLOG_MESSAGES, SITE_NAME } from 'shared-contracts';
import { makePosts, renderBlog } from '../test/blog';
import BlogListPage from './BlogListPage';
import { BLOG_CATEGORIES, BLOG_POSTS_PER_PAGE } from '../constants';

const allSection = () => screen.getByRole('region', { name: BLOG_MESSAGES.allCategories });
const cardTitles = () =>
  within(allSection())
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

function renderList(posts = makePosts(12)) {
  return renderBlog(<BlogListPage posts={posts} />);
}

describe('BlogListPage', () => {
  it('shows the breadcrumb, the heading, at most three featured articles and the category buttons', () => {
    renderList();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText(BLOG_MESSAGES.breadcrumb)).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: BLOG_MESSAGES.listHeading })).toBeInTheDocument();
    const featured = screen.getByRole('region', { name: BLOG_MESSAGES.featuredHeading });
    expect(within(featured).getAllByRole('article')).toHaveLength(3);
    expect(within(featured).getByRole('link', { name: 'Post 1' })).toHaveAttribute('href', '/blogs/post-1');
    expect(screen.getByPlaceholderText(BLOG_MESSAGES.searchPlaceholder)).toBeInTheDocument();
    const buttons = within(screen.getByRole('group', { name: 'Categories' })).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([BLOG_MESSAGES.allCategories, ...BLOG_CATEGORIES.map((c) => c.name)]);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows on each card the image, category, title, excerpt, author, long date, read time and up to three tags', () => {
    renderList();
    const card = within(allSection()).getAllByRole('article')[0];
    const c = within(card);
    // No featured image: the default image, inline (a data: URI the host's img-src allows).
    expect(card.querySelector('img')).toHaveAttribute('src', 'data:image/svg+xml,%3Csvg%2F%3E');
    expect(c.getByText('College Guides')).toBeInTheDocument();
    expect(c.getByRole('link', { name: 'Post 1' })).toHaveAttribute('href', '/blogs/post-1');
    expect(c.getByText('Excerpt of post 1')).toBeInTheDocument();
    expect(c.getByText('Test Author')).toBeInTheDocument();
    expect(c.getByText('June 2, 2025')).toBeInTheDocument();
    expect(c.getByText('5 min read')).toBeInTheDocument();
    expect(c.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['tag-1', 'common', 'third']);
  });

  it('shows an unknown category as General', () => {
    renderList(makePosts(2, (i) => (i === 0 ? { category: 'no-such-category' } : {})));
    const badge = within(within(allSection()).getAllByRole('article')[0]).getByText('General');
    expect(badge).toHaveStyle({ background: '#6b7280' });
  });

  it('searches title, excerpt and tags without regard to case', async () => {
    const posts = makePosts(12, (i) =>
      i === 0 ? { title: 'Mumbai colleges' } : i === 1 ? { excerpt: 'All about PUNE seats' } : i === 2 ? { tags: ['Nashik'] } : {},
    );
    const { user } = renderList(posts);
    const search = screen.getByPlaceholderText(BLOG_MESSAGES.searchPlaceholder);

    await user.type(search, 'MUMBAI');
    expect(cardTitles()).toEqual(['Mumbai colleges']);
    expect(screen.getByText('Showing 1 of 12 articles for "MUMBAI"')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'pune');
    expect(cardTitles()).toEqual(['Post 2']);

    await user.clear(search);
    await user.type(search, 'nAsHiK');
    expect(cardTitles()).toEqual(['Post 3']);

    await user.clear(search);
    expect(screen.getByText('Showing 12 of 12 articles')).toBeInTheDocument();
  });

  it('filters by category, together with the search, and names both in the summary', async () => {
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Admission Tips' }));
    expect(screen.getByRole('button', { name: 'Admission Tips' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(['Post 3', 'Post 6', 'Post 9', 'Post 12']);
    expect(screen.getByText('Showing 4 of 12 articles in Admission Tips')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText(BLOG_MESSAGES.searchPlaceholder), 'post 1');
    expect(cardTitles()).toEqual(['Post 12']);
    expect(screen.getByText('Showing 1 of 12 articles for "post 1" in Admission Tips')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: BLOG_MESSAGES.allCategories }));
    expect(cardTitles()).toEqual(['Post 1', 'Post 10', 'Post 11', 'Post 12']);
  });

  it(`pages by ${BLOG_POSTS_PER_PAGE} with Previous, numbers and Next, scrolling smoothly to the top`, async () => {
    const { user } = renderList(makePosts(20));
    const pager = screen.getByRole('navigation', { name: 'Article pages' });
    expect(cardTitles()).toHaveLength(9);
    expect(cardTitles()[0]).toBe('Post 1');
    expect(within(pager).getByRole('button', { name: BLOG_MESSAGES.previous })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getAllByRole('button', { name: /^Page / })).toHaveLength(3);

    await user.click(within(pager).getByRole('button', { name: BLOG_MESSAGES.next }));
    expect(cardTitles()).toHaveLength(9);
    expect(cardTitles()[0]).toBe('Post 10');
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });

    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(cardTitles()).toEqual(['Post 19', 'Post 20']);
    expect(within(pager).getByRole('button', { name: BLOG_MESSAGES.next })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: BLOG_MESSAGES.previous }));
    expect(cardTitles()[0]).toBe('Post 10');
    expect(window.scrollTo).toHaveBeenCalledTimes(3);
  });

  it('goes back to page 1 when the search or the category changes', async () => {
    const { user } = renderList(makePosts(20));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(cardTitles()[0]).toBe('Post 10');
    await user.type(screen.getByPlaceholderText(BLOG_MESSAGES.searchPlaceholder), 'post');
    expect(cardTitles()[0]).toBe('Post 1');
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(screen.getByRole('button', { name: 'College Guides' }));
    expect(cardTitles()[0]).toBe('Post 1');
  });

  it('hides the pager when everything fits on one page', () => {
    renderList(makePosts(BLOG_POSTS_PER_PAGE));
    expect(screen.queryByRole('navigation', { name: 'Article pages' })).not.toBeInTheDocument();
  });

  it('explains an empty search and clears the filters', async () => {
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Admission Tips' }));
    await user.type(screen.getByPlaceholderText(BLOG_MESSAGES.searchPlaceholder), 'zzz');
    expect(screen.getByRole('heading', { name: BLOG_MESSAGES.emptyHeading })).toBeInTheDocument();
    expect(screen.getByText(BLOG_MESSAGES.emptySearch('zzz'))).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 12 articles for "zzz" in Admission Tips')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: BLOG_MESSAGES.clearFilters }));
    expect(screen.getByPlaceholderText(BLOG_MESSAGES.searchPlaceholder)).toHaveValue('');
    expect(screen.getByRole('button', { name: BLOG_MESSAGES.allCategories })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toHaveLength(9);
  });

  it('explains an empty category', async () => {
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Study Tips' }));
    expect(screen.getByRole('heading', { name: BLOG_MESSAGES.emptyHeading })).toBeInTheDocument();
    expect(screen.getByText(BLOG_MESSAGES.emptyCategory)).toBeInTheDocument();
  });

  it('sets its own title, description and canonical link', async () => {
    renderList();
    await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://guide.test/blogs'));
    expect(document.title).toBe(`${BLOG_MESSAGES.listHeading} | ${SITE_NAME}`);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/college/i);
  });

  it('lists the three built-in guides by default, the first two featured', () => {
    renderBlog(<BlogListPage />);
    const featured = screen.getByRole('region', { name: BLOG_MESSAGES.featuredHeading });
    expect(within(featured).getAllByRole('article')).toHaveLength(2);
    expect(cardTitles()).toHaveLength(3);
    expect(screen.getByText('Showing 3 of 3 articles')).toBeInTheDocument();
  });
});
