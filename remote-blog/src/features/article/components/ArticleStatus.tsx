import styled from 'styled-components';
import { ARTICLE_MESSAGES, BLOG_MESSAGES, theme } from 'shared-contracts';
import { ButtonLink } from 'shared-contracts/ui';
import { BLOG_PATH } from '../../posts';
import { Head } from 'shared-contracts/react';

/** The article could not be shown: unknown slug (404, the page redirects) or any other failure. */
export function ArticleStatus({ kind }: { kind: 'not-found' | 'error' }) {
  const notFound = kind === 'not-found';
  const heading = notFound ? ARTICLE_MESSAGES.notFoundHeading : ARTICLE_MESSAGES.errorHeading;
  return (
    <Box role={notFound ? 'status' : 'alert'}>
      <Head>
        <title>{heading}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>{heading}</h1>
      <p>{notFound ? ARTICLE_MESSAGES.notFoundText : ARTICLE_MESSAGES.errorText}</p>
      <ButtonLink to={BLOG_PATH}>{BLOG_MESSAGES.backToBlogs}</ButtonLink>
    </Box>
  );
}

const Box = styled.div`
  max-width: 640px;
  margin: 3rem auto;
  padding: 2rem 1.5rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  text-align: center;
  h1 {
    margin: 0 0 0.75rem;
    font-size: 1.6rem;
    color: ${theme.colors.primaryDark};
  }
  p {
    margin: 0 0 1.5rem;
    color: ${theme.colors.muted};
  }
`;
