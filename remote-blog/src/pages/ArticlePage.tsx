import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ARTICLE_MESSAGES, type BlogPost } from 'shared-contracts';
import { PageSpinner } from '../ui/PageSpinner';
import { BLOG_POSTS, findPost } from '../features/posts/posts';
import { BLOG_PATH } from '../features/posts/paths';
import { loadPostBody, PostNotFoundError, type LoadPostBody } from '../features/posts/loadPostBody';
import { relatedPosts } from '../features/posts/relatedPosts';
import { ArticleMetadata } from '../features/article/ArticleMetadata';
import { ArticleStatus } from '../features/article/ArticleStatus';
import { ArticleView } from './ArticleView';
import { ARTICLE_NOT_FOUND_REDIRECT_MS } from '../constants';

type ArticleState =
  | { status: 'loading' }
  | { status: 'loaded'; post: BlogPost; body: string /* the article HTML */ }
  | { status: 'not-found' }
  | { status: 'error' };

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
  const [state, setState] = useState<ArticleState>({ status: 'loading' });
  const post = findPost(slug, posts);

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    loadBody(slug).then(
      (body) => {
        if (!active) return;
        const found = findPost(slug, posts);
        setState(found ? { status: 'loaded', post: found, body } : { status: 'not-found' });
      },
      (error: unknown) => {
        if (!active) return;
        if (error instanceof PostNotFoundError) {
          setState({ status: 'not-found' });
        } else {
          console.error(ARTICLE_MESSAGES.loadFailed, error);
          setState({ status: 'error' });
        }
      },
    );
    return () => {
      active = false;
    };
  }, [slug, posts, loadBody]);

  // Unknown slug: back to the list after the spec's delay.
  useEffect(() => {
    if (state.status !== 'not-found') return undefined;
    const timer = window.setTimeout(() => navigate(BLOG_PATH, { replace: true }), ARTICLE_NOT_FOUND_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [state.status, navigate]);

  // A new article starts at its top, or at the section its address names. Only a move within the app needs
  // the top: the first page of a visit is where the browser (or the host, over the prerendered copy) put the
  // reader, and scrolling there anyway forces a layout of the whole page at a phone's busiest moment.
  useEffect(() => {
    if (state.status !== 'loaded') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    else if (locationKey !== FIRST_PAGE_OF_VISIT) window.scrollTo({ top: 0 });
    // Only when an article finishes loading, not on every hash change (the TOC scrolls by itself).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  const related = useMemo(() => (state.status === 'loaded' ? relatedPosts(state.post, posts) : []), [state, posts]);

  if (state.status === 'not-found') return <ArticleStatus kind="not-found" />;
  if (state.status === 'error') return <ArticleStatus kind="error" />;
  if (state.status === 'loading') {
    return (
      <>
        {post && <ArticleMetadata post={post} />}
        <PageSpinner label={ARTICLE_MESSAGES.loading} />
      </>
    );
  }

  return <ArticleView post={state.post} html={state.body} related={related} />;
}
