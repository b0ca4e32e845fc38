// Build time only (a Node bundle made by webpack.config.js, never shipped): each built-in article rendered to
// HTML with the page's own components, the metadata and structured data its Helmet tags set, and the styles
// styled-components generated for it. The build writes the result to dist/prerender.json, and the site's
// scripts/prerender.mjs turns it into /blogs/<slug>/index.html, so crawlers read articles without running
// JavaScript. Addresses are the stand-ins the caller passes (replaced when the page is served).
import { renderToStaticMarkup } from 'react-dom/server';
import { Helmet, HelmetProvider, type HelmetServerState } from 'react-helmet-async';
import { StaticRouter } from 'react-router-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { SITE_NAME, theme, type RuntimeConfig } from 'shared-contracts';
import { GlobalStyle, ShellProvider, createGuestShell } from 'shared-contracts/react';
import { IMAGE_FILES_AND_INLINE } from './features/posts/images';
import { BLOG_POSTS } from './features/posts/posts';
import { loadPostBody } from './features/posts/loadPostBody';
import { absoluteUrl, postPath } from './features/posts/paths';
import { relatedPosts } from './features/posts/relatedPosts';
import { ArticleView } from './pages/ArticleView';
import { Container } from './ui/Container';

export interface PrerenderedPage {
  /** The page's path on the site, e.g. /blogs/mumbai-engineering-colleges. */
  path: string;
  /** Last change (YYYY-MM-DD), for the sitemap. */
  lastModified: string;
  /** <title>, <meta>, <link> and JSON-LD <script> elements as Helmet sets them (data-rh: Helmet takes them over). */
  head: string;
  /** The styles of `body`, in a <style> element styled-components does not claim when the app starts. */
  styles: string;
  /** The page content (inside the host's main area). */
  body: string;
}

export interface PrerenderData {
  pages: PrerenderedPage[];
}

const headOf = (helmet: HelmetServerState) =>
  [helmet.title, helmet.meta, helmet.link, helmet.script].map((part) => part.toString()).filter(Boolean).join('\n');

/** Every built-in article as served to a crawler; `siteUrl` is the site's origin (or its stand-in). */
export async function prerenderArticles(siteUrl: string): Promise<PrerenderData> {
  const config: RuntimeConfig = {
    apiBaseUrl: `${siteUrl}/api`,
    siteUrl,
    remotes: { rankings: '', finders: '', predictors: '', auth: '', blog: '' },
    support: { upiId: '', payeeName: '', paymentLink: '' },
    apiTimeoutMs: 15000,
  };
  const shell = createGuestShell(config);
  const pages: PrerenderedPage[] = [];
  for (const post of BLOG_POSTS) {
    const html = await loadPostBody(post.slug);
    const path = postPath(post.slug);
    const helmetContext: { helmet?: HelmetServerState } = {};
    const sheet = new ServerStyleSheet();
    try {
      const body = renderToStaticMarkup(
        sheet.collectStyles(
          <HelmetProvider context={helmetContext}>
            <ThemeProvider theme={theme}>
              <GlobalStyle />
              {/* The host's title template, so the title is the one the page shows once it starts. */}
              <Helmet titleTemplate={`%s | ${SITE_NAME}`} defaultTitle={SITE_NAME} />
              <StaticRouter location={path}>
                <ShellProvider shell={shell}>
                  <Container>
                    <ArticleView post={post} html={html} related={relatedPosts(post, BLOG_POSTS)} shareUrl={absoluteUrl(siteUrl, path)} />
                  </Container>
                </ShellProvider>
              </StaticRouter>
            </ThemeProvider>
          </HelmetProvider>,
        ),
      );
      // data-styled would make styled-components adopt these rules into its own sheet when the app starts.
      const styles = sheet.getStyleTags().replace(/ data-styled="[^"]*"/g, ' data-prerendered-styles="true"');
      if (!helmetContext.helmet) throw new Error(`No metadata rendered for ${path}`);
      // Images by address rather than inline: base64 compresses poorly, and the page stays light for crawlers.
      const lighterBody = IMAGE_FILES_AND_INLINE.reduce((markup, [url, inline]) => markup.split(inline).join(url), body);
      pages.push({ path, lastModified: post.updatedDate || post.publishedDate, head: headOf(helmetContext.helmet), styles, body: lighterBody });
    } finally {
      sheet.seal();
    }
  }
  return { pages };
}
