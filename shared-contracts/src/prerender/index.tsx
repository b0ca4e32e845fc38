// Build time only (Node; never in a browser bundle, never shared through federation): a remote's page
// rendered to static HTML with its own components, for the site's prerendered pages (scripts/prerender.mjs).
// Crawlers read these without running JavaScript, and a phone shows them before any script has arrived; the
// host keeps them on screen until the remote's page is mounted and marks itself ready (PAGE_READY_ATTRIBUTE).
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { SITE_NAME, TITLE_TEMPLATE } from '../constants';
import type { RuntimeConfig } from '../shell';
import { theme } from '../theme';
import { GlobalStyle, ShellProvider } from '../react';
import { createGuestShell } from '../react/standalone';
import { Head, HeadProvider } from '../react/head/Head';
import { HeadManager } from '../react/head/HeadManager';

export interface PrerenderedPage {
  /** The page's path on the site, e.g. /rankings. */
  path: string;
  /** Last change (YYYY-MM-DD), for the sitemap; absent for pages whose content is the live data. */
  lastModified?: string;
  /** <title>, <meta>, <link> and JSON-LD <script> elements (data-rh: the app's head manager takes them over). */
  head: string;
  /** The styles of `body`, in <style> elements styled-components adopts when the app starts. */
  styles: string;
  /** The page content (inside the host's main area). */
  body: string;
  /** True when the content is all there is to read (an article); false when it needs the app to work (a form). */
  readableWithoutScript?: boolean;
}

export interface PrerenderData {
  pages: PrerenderedPage[];
}

/** The configuration a prerendered page is rendered with: addresses under `siteUrl`, no remotes, guest. */
export function prerenderConfig(siteUrl: string): RuntimeConfig {
  return {
    apiBaseUrl: `${siteUrl}/api`,
    siteUrl,
    remotes: { rankings: '', finders: '', predictors: '', auth: '', blog: '' },
    support: { upiId: '', payeeName: '', paymentLink: '' },
    apiTimeoutMs: 15000,
  };
}

/**
 * `page` as a guest's browser first renders it at `path` (effects do not run, so data-loading parts show
 * their loading state), with the metadata its <Head> elements set and the styles it uses.
 * `stylesOf`: what the page shows once its first answers arrive, without a tap (the form after its option
 * lists, the first result cards), rendered only for its styles: the app adopts them too instead of building
 * them while the page starts. Its markup is dropped.
 */
export function renderPageForCrawlers(path: string, siteUrl: string, page: ReactElement, stylesOf?: ReactElement): PrerenderedPage {
  const shell = createGuestShell(prerenderConfig(siteUrl));
  const head = new HeadManager(null, true);
  const sheet = new ServerStyleSheet();
  // One sheet for both renders: the rules of `stylesOf` join the page's tag, numbered in the same sheet.
  const render = (content: ReactElement, manager: HeadManager, withGlobalStyle: boolean) =>
    renderToStaticMarkup(
      sheet.collectStyles(
        <HeadProvider manager={manager}>
          <ThemeProvider theme={theme}>
            {withGlobalStyle && <GlobalStyle />}
            {/* The host's title template, so the title is the one the page shows once it starts. */}
            <Head titleTemplate={TITLE_TEMPLATE} defaultTitle={SITE_NAME} />
            <StaticRouter location={path}>
              <ShellProvider shell={shell}>{content}</ShellProvider>
            </StaticRouter>
          </ThemeProvider>
        </HeadProvider>,
      ),
    );
  try {
    const body = render(page, head, true);
    if (head.state().title === undefined) throw new Error(`No title rendered for ${path}`);
    if (stylesOf) render(stylesOf, new HeadManager(null, true), false);
    // styled-components adopts these rules when the app starts (data-styled): the live page's components
    // carry the same ids (scripts/lib/styled-component-ids.cjs), so it does not build their CSS again.
    const styles = sheet.getStyleTags();
    return { path, head: head.toHtml(), styles, body };
  } finally {
    sheet.seal();
  }
}
