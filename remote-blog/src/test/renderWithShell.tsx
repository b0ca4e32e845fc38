// Test helper: renders blog pieces the way the app does (router, theme, metadata, shell context) with a fake
// guest shell, and a sample of generated posts for the list.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HelmetProvider } from 'react-helmet-async';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme, type BlogPost, type RuntimeConfig, type ShellContract } from 'shared-contracts';
import { ShellProvider } from 'shared-contracts/react';

export const TEST_CONFIG: RuntimeConfig = {
  apiBaseUrl: 'http://api.test/api',
  siteUrl: 'https://guide.test',
  remotes: {
    rankings: 'http://r.test/mf-manifest.json',
    finders: 'http://f.test/mf-manifest.json',
    predictors: 'http://p.test/mf-manifest.json',
    auth: 'http://a.test/mf-manifest.json',
    blog: 'http://b.test/mf-manifest.json',
  },
  support: { upiId: 'guide@upi', payeeName: 'Guide', paymentLink: 'https://pay.example/guide' },
  apiTimeoutMs: 15000,
};

export function createGuestShell(): ShellContract {
  return {
    api: { get: jest.fn(), post: jest.fn(), put: jest.fn() },
    config: TEST_CONFIG,
    standalone: false,
    requireLogin: jest.fn(),
    session: { user: null, isAuthenticated: false, accessToken: null, login: jest.fn(), logout: jest.fn(), refresh: jest.fn() },
  };
}

/** Shows the router's current location, so tests can assert on navigation. */
export function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search + location.hash}</div>;
}

interface Options {
  route?: string;
  /** Route pattern the element is mounted at (default: the route itself). */
  path?: string;
  fakeTimers?: boolean;
}

/** Renders `ui` at `route` inside the app's providers; other paths render a marker so redirects can be seen. */
export function renderWithShell(ui: ReactElement, { route = '/blogs', path = route, fakeTimers = false }: Options = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <HelmetProvider>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[route]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          <ShellProvider shell={createGuestShell()}>
            {children}
            <LocationDisplay />
          </ShellProvider>
        </MemoryRouter>
      </ThemeProvider>
    </HelmetProvider>
  );
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const tree = (
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>
  );
  return { ...render(tree, { wrapper }), user };
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
