// Build time only (a Node bundle made by webpack.config.js, never shipped): each built-in article rendered to
// HTML with the page's own components, the metadata and structured data its Helmet tags set, and the styles
// styled-components generated for it. The build writes the result to dist/prerender.json, and the site's
// scripts/prerender.mjs turns it into /blogs/<slug>/index.html, so crawlers read articles without running
// JavaScript. Addresses are the stand-ins the caller passes (replaced when the page is served).
import { renderPageForCrawlers, type PrerenderData, type PrerenderedPage } from 'shared-contracts/prerender';
import { IMAGE_FILES_AND_INLINE, BLOG_POSTS, loadPostBody, absoluteUrl, postPath, relatedPosts } from './features/posts';
import { ArticleView } from './pages/ArticleView';
import { Container } from './ui/Container';

/** Every built-in article as served to a crawler; `siteUrl` is the site's origin (or its stand-in). */
export async function prerenderPages(siteUrl: string): Promise<PrerenderData> {
  const pages: PrerenderedPage[] = [];
  for (const post of BLOG_POSTS) {
    const html = await loadPostBody(post.slug);
    const path = postPath(post.slug);
    const page = renderPageForCrawlers(
      path,
      siteUrl,
      <Container>
        <ArticleView post={post} html={html} related={relatedPosts(post, BLOG_POSTS)} shareUrl={absoluteUrl(siteUrl, path)} />
      </Container>,
    );
    pages.push({ ...page, body: imagesByAddress(page.body), lastModified: post.updatedDate || post.publishedDate, readableWithoutScript: true });
  }
  return { pages };
}

/**
 * Images by address rather than inline (base64 compresses poorly, and the page stays light for crawlers),
 * except the first: the article's header image, the page's largest paint on a phone, which then needs no
 * second connection to the blog's origin before it shows.
 */
function imagesByAddress(body: string): string {
  const start = body.indexOf('src="data:');
  // Just past the first inline image's closing quote (0 when there is none).
  const keep = start < 0 ? 0 : body.indexOf('"', start + 'src="'.length) + 1;
  const rest = IMAGE_FILES_AND_INLINE.reduce((markup, [url, inline]) => markup.split(inline).join(url), body.slice(keep));
  return body.slice(0, keep) + rest;
}
