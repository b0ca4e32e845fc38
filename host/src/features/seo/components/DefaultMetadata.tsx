import { Head, useShell } from 'shared-contracts/react';
import { DEFAULT_DESCRIPTION, SITE_NAME, TITLE_TEMPLATE, jsonForScript, websiteStructuredData } from '../model/siteMetadata';

/** Site-wide metadata every page starts from; pages override title, description and canonical. */
export function DefaultMetadata() {
  const { siteUrl } = useShell().config;
  return (
    <Head defaultTitle={SITE_NAME} titleTemplate={TITLE_TEMPLATE}>
      <meta name="description" content={DEFAULT_DESCRIPTION} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="en_IN" />
      <meta name="twitter:card" content="summary" />
      <script type="application/ld+json">{jsonForScript(websiteStructuredData(siteUrl))}</script>
    </Head>
  );
}
