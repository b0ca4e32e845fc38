import { BLOG_MESSAGES } from 'shared-contracts';
import { Head, useShell } from 'shared-contracts/react';
import { absoluteUrl, BLOG_PATH, IMAGES } from '../../posts';

export const LIST_DESCRIPTION =
  'Guides to engineering colleges by city, with MHT-CET cutoffs, NIRF ranks, CAP rounds and seat types explained, plus admission tips for JEE and MHT-CET aspirants.';

/** The list page's own title, description and canonical link. */
export function ListMetadata() {
  const { siteUrl } = useShell().config;
  const url = absoluteUrl(siteUrl, BLOG_PATH);
  return (
    <Head>
      <title>{BLOG_MESSAGES.listHeading}</title>
      <meta name="description" content={LIST_DESCRIPTION} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={BLOG_MESSAGES.listHeading} />
      <meta property="og:description" content={LIST_DESCRIPTION} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={absoluteUrl(siteUrl, IMAGES.default)} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={BLOG_MESSAGES.listHeading} />
      <meta name="twitter:description" content={LIST_DESCRIPTION} />
    </Head>
  );
}
