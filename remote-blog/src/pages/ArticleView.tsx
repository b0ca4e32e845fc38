import styled from 'styled-components';
import { BLOG_MESSAGES, PAGE_READY_ATTRIBUTE, type BlogPost } from 'shared-contracts';
import { Breadcrumbs, ButtonLink } from 'shared-contracts/ui';
import { BLOG_PATH } from '../features/posts';
import { ArticleBody, ArticleHeader, ArticleMetadata, RelatedArticles, ShareBlock, TableOfContents } from '../features/article';

export interface ArticleViewProps {
  post: BlogPost;
  /** The body as the build made it (sanitized HTML). */
  html: string;
  related: readonly BlogPost[];
  /** The address the share links carry (the page's own address when omitted; the prerender passes it). */
  shareUrl?: string;
}

/** A loaded article: metadata, breadcrumbs, header, table of contents, body, sharing and related articles. */
export function ArticleView({ post: article, html, related, shareUrl }: ArticleViewProps) {
  return (
    <Page {...{ [PAGE_READY_ATTRIBUTE]: 'true' }}>
      <ArticleMetadata post={article} />
      <Breadcrumbs items={[{ label: BLOG_MESSAGES.breadcrumb, to: BLOG_PATH }, { label: article.title }]} />
      <Layout>
        <HeaderArea>
          <ArticleHeader post={article} />
        </HeaderArea>
        {article.tableOfContents && article.tableOfContents.length > 0 && (
          <TocArea>
            <TableOfContents entries={article.tableOfContents} />
          </TocArea>
        )}
        <BodyArea>
          <ArticleBody html={html} />
          <ShareBlock title={article.title} url={shareUrl} />
        </BodyArea>
      </Layout>
      <RelatedArticles posts={related} />
      <Back>
        <ButtonLink to={BLOG_PATH} $variant="outline">
          ← {BLOG_MESSAGES.backToAll}
        </ButtonLink>
      </Back>
    </Page>
  );
}

const wide = '@media (min-width: 1025px)';

const Page = styled.div`
  padding: 0.5rem 0 2rem;
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'header' 'toc' 'body';
  gap: 0 2rem;
  ${wide} {
    grid-template-columns: minmax(0, 1fr) 250px;
    grid-template-areas: 'header header' 'body toc';
  }
`;

const HeaderArea = styled.div`
  grid-area: header;
`;

const TocArea = styled.aside`
  grid-area: toc;
  margin-bottom: 1.75rem;
  ${wide} {
    align-self: start;
    position: sticky;
    top: 6rem;
    max-height: calc(100vh - 7rem);
    overflow-y: auto;
  }
`;

const BodyArea = styled.div`
  grid-area: body;
  min-width: 0;
`;

const Back = styled.div`
  margin-top: 2.5rem;
`;
