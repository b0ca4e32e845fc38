import { useEffect, useState } from 'react';
import { act, screen } from '@testing-library/react';
import type { RemoteAppProps } from 'shared-contracts';
import { renderWithShell } from '../test/renderWithShell';
import { keepPrerenderedContent, prerenderedContentFor } from './prerenderedContent';
import { RemoteSection } from './RemoteSection';

// The remote resolves only when the test says so, to see what is shown while it loads.
let finishLoading: () => void = () => undefined;
let finishArticle: () => void = () => undefined;
jest.mock('./loadRemoteApp', () => ({
  loadRemoteApp: () =>
    new Promise((resolve) => {
      finishLoading = () =>
        resolve(function BlogApp({ basePath }: RemoteAppProps) {
          // Like the blog: a loading state first, then the page marked ready.
          const [ready, setReady] = useState(false);
          useEffect(() => {
            finishArticle = () => setReady(true);
          }, []);
          if (!ready) return <p>Loading the article...</p>;
          return (
            <h1 id="article-top" data-page-ready="true">
              {`Article from the blog remote at ${basePath}`}
            </h1>
          );
        });
    }),
}));
jest.mock('./registerRemotes', () => ({ resetRemote: jest.fn() }));

function prerenderedRoot(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = '<div data-prerendered="true"><header>bar</header><main><h1>Prerendered article</h1><p>Cut-offs</p></main></div>';
  return root;
}

it("keeps a prerendered page's content on screen while its remote loads, then shows the remote", async () => {
  keepPrerenderedContent(prerenderedRoot(), '/blogs/pune');
  renderWithShell(<RemoteSection name="blog" basePath="/blogs" />, { route: '/blogs/pune' });
  expect(screen.getByRole('heading', { name: 'Prerendered article' })).toBeInTheDocument();
  expect(screen.queryByText(/Loading the/)).not.toBeInTheDocument();
  await act(async () => finishLoading());
  // The remote is mounted but still loading: the prerendered copy stays, the remote's loading state is hidden.
  expect(screen.getByRole('heading', { name: 'Prerendered article' })).toBeVisible();
  expect(screen.getByText('Loading the article...')).not.toBeVisible();
  await act(async () => finishArticle());
  expect(await screen.findByRole('heading', { name: 'Article from the blog remote at /blogs' })).toBeVisible();
  expect(screen.queryByText('Prerendered article')).not.toBeInTheDocument();
  expect(prerenderedContentFor('/blogs/pune')).toBeNull();
});

describe('the swap from the copy to the live page keeps the reader where they were', () => {
  const scrollIntoView = jest.fn(function (this: Element) {
    return this.id;
  });
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    Element.prototype.scrollIntoView = scrollIntoView;
    scrollIntoView.mockClear();
  });
  afterEach(() => {
    scrollTo.mockRestore();
    window.history.replaceState(null, '', '/');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  // (The blog's App is kept loaded from the first test: the live page mounts at once, in its loading state.)
  async function readCopyThenSwap(address: string, scrolledTo: number) {
    keepPrerenderedContent(prerenderedRoot(), '/blogs/pune');
    window.history.replaceState(null, '', address);
    renderWithShell(<RemoteSection name="blog" basePath="/blogs" />, { route: '/blogs/pune' });
    Object.defineProperty(window, 'scrollY', { value: scrolledTo, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await act(async () => finishArticle());
    expect(await screen.findByRole('heading', { name: /Article from the blog remote/ })).toBeVisible();
  }

  it('at the section a contents link in the copy named', async () => {
    await readCopyThenSwap('/blogs/pune#article-top', 900);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.results[0].value).toBe('article-top');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('at boot, where the reader had scrolled the copy to before the app started', () => {
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    keepPrerenderedContent(prerenderedRoot(), '/blogs/pune');
    Object.defineProperty(window, 'scrollY', { value: 1200, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    window.history.replaceState(null, '', '/blogs/pune');
    renderWithShell(<RemoteSection name="blog" basePath="/blogs" />, { route: '/blogs/pune' });
    expect(screen.getByRole('heading', { name: 'Prerendered article' })).toBeVisible();
    expect(scrollTo).toHaveBeenCalledWith(0, 1200);
  });

  it('at the same scroll position otherwise', async () => {
    await readCopyThenSwap('/blogs/pune', 900);
    expect(scrollTo).toHaveBeenCalledWith(0, 900);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('known from scroll events: the swap never reads window.scrollY (a forced layout of both pages)', async () => {
    keepPrerenderedContent(prerenderedRoot(), '/blogs/pune');
    // As in a browser, where the shell's first render comes tasks later: the start-up's own read of where the
    // reader is (just after the next frame) is done before the swap is watched.
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    const scrollYReads = jest.fn(() => 0);
    Object.defineProperty(window, 'scrollY', { get: scrollYReads, configurable: true });
    window.history.replaceState(null, '', '/blogs/pune');
    renderWithShell(<RemoteSection name="blog" basePath="/blogs" />, { route: '/blogs/pune' });
    await act(async () => finishArticle());
    expect(await screen.findByRole('heading', { name: /Article from the blog remote/ })).toBeVisible();
    expect(scrollYReads).not.toHaveBeenCalled();
  });
});

it('shows the loading panel on any other page', () => {
  keepPrerenderedContent(prerenderedRoot(), '/blogs/pune');
  // (Another remote: the blog's App is kept loaded from the test above.)
  renderWithShell(<RemoteSection name="rankings" basePath="/rankings" />, { route: '/rankings' });
  expect(screen.getByRole('status')).toHaveTextContent(/Loading the/);
  expect(screen.queryByText('Prerendered article')).not.toBeInTheDocument();
});
