import { Head, useShell } from 'shared-contracts/react';
import { canonicalUrl } from '../model/siteMetadata';

interface PageMetadataProps {
  /** The page's own title; the site name is appended by the default title template. */
  title: string;
  description: string;
  /** Path of the page, for the canonical link and og:url. */
  path: string;
}

/** One page's title, description, canonical link and their Open Graph twins. */
export function PageMetadata({ title, description, path }: PageMetadataProps) {
  const url = canonicalUrl(useShell().config.siteUrl, path);
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
    </Head>
  );
}
