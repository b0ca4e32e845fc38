import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ARTICLE_MESSAGES, type BlogPost } from 'shared-contracts';
import { useApiQuery } from 'shared-contracts/react';
import { PageSpinner } from '../ui/PageSpinner';
import { BLOG_POSTS, findPost, BLOG_PATH, loadPostBody, PostNotFoundError, type LoadPostBody, relatedPosts } from '../features/posts';
import { ArticleMetadata, ArticleStatus } from '../features/article';
import { ArticleView } from './ArticleView';
import { ARTICLE_NOT_FOUND_REDIRECT_MS } from '../constants';

interface LoadedArticle {
  post: BlogPost;
  body: string /* the article HTML */;
}

export interface ArticlePageProps {
  posts?: readonly BlogPost[];
  /** Where bodies come from (tests pass their own). */
  loadBody?: LoadPostBody;
}

// React Router's key for the location a visit starts on (every move within the app gets a new key).
const FIRST_PAGE_OF_VISIT = 'default';

/** /blogs/{slug}: loading, then the article, the 404 state (redirects to /blogs after 3 s) or the error state. */
export default function ArticlePage({ posts = BLOG_POSTS, loadBody = loadPostBody }: ArticlePageProps) {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const { hash, key: locationKey } = useLocation();
  const post = findPost(slug, posts);
  const article = useApiQuery(
    slug,
    async () => {
      try {
        const body = await loadBody(slug);
        const found = findPost(slug, posts);
        if (!found) throw new PostNotFoundError(slug);
        return { post: found, body };
      } catch (error) {
        if (!(error instanceof PostNotFoundError)) console.error(ARTICLE_MESSAGES.loadFailed, error);
        throw error;
      }
    },
    { keepPrevious: false },
  );
  const loaded: LoadedArticle | null = article.status === 'success' ? article.data : null;
  const status = loaded ? 'loaded' : article.status !== 'error' ? 'loading' : article.error instanceof PostNotFoundError ? 'not-found' : 'error';

  // Unknown slug: back to the list after the spec's delay.
  useEffect(() => {
    if (status !== 'not-found') return undefined;
    const timer = window.setTimeout(() => navigate(BLOG_PATH, { replace: true }), ARTICLE_NOT_FOUND_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [status, navigate]);

  // A new article starts at its top, or at the section its address names. Only a move within the app needs
  // the top: the first page of a visit is where the browser (or the host, over the prerendered copy) put the
  // reader, and scrolling there anyway forces a layout of the whole page at a phone's busiest moment.
  useEffect(() => {
    if (!loaded) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    else if (locationKey !== FIRST_PAGE_OF_VISIT) window.scrollTo({ top: 0 });
    // Only when an article finishes loading, not on every hash change (the TOC scrolls by itself).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  const related = useMemo(() => (loaded ? relatedPosts(loaded.post, posts) : []), [loaded, posts]);

  if (status === 'not-found') return <ArticleStatus kind="not-found" />;
  if (status === 'error') return <ArticleStatus kind="error" />;
  if (!loaded) {
    return (
      <>
        {post && <ArticleMetadata post={post} />}
        <PageSpinner label={ARTICLE_MESSAGES.loading} />
      </>
    );
  }

  return <ArticleView post={loaded.post} html={loaded.body} related={related} />;
}
