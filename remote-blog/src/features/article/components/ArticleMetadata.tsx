import type { BlogPost } from 'shared-contracts';
import { Head, useShell } from 'shared-contracts/react';
import { articleStructuredData, breadcrumbStructuredData, jsonForScript, postMetadata } from '../../posts';

/** Title, description, keywords, canonical, Open Graph, Twitter card, article times/author/tags and JSON-LD. */
export function ArticleMetadata({ post }: { post: BlogPost }) {
  const { siteUrl } = useShell().config;
  const meta = postMetadata(post, siteUrl);
  return (
    <Head>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {meta.keywords && <meta name="keywords" content={meta.keywords} />}
      <meta name="author" content={meta.author} />
      <link rel="canonical" href={meta.canonicalUrl} />
      <meta property="og:type" content="article" />
      <meta property="og:title" content={meta.ogTitle} />
      <meta property="og:description" content={meta.ogDescription} />
      <meta property="og:url" content={meta.ogUrl} />
      <meta property="og:image" content={meta.ogImage} />
      <meta property="article:published_time" content={meta.publishedTime} />
      <meta property="article:modified_time" content={meta.modifiedTime} />
      <meta property="article:author" content={meta.author} />
      {(meta.tags ?? []).map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.ogTitle} />
      <meta name="twitter:description" content={meta.ogDescription} />
      <meta name="twitter:image" content={meta.ogImage} />
      <script type="application/ld+json">{jsonForScript(articleStructuredData(post, meta, siteUrl))}</script>
      <script type="application/ld+json">{jsonForScript(breadcrumbStructuredData(post, meta, siteUrl))}</script>
    </Head>
  );
}
