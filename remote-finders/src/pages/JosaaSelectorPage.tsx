// The second selector (/college-finder/josaa): JoSAA institutes vs state-wise.
import { Head, useShell } from 'shared-contracts/react';
import { Breadcrumbs, breadcrumbJsonLd } from 'shared-contracts/ui';
import { FINDER_PATHS, canonicalUrl } from '../features/finder-common';
import { ChoiceCard, ChoiceGrid, PageContainer, PageHeader } from '../ui';

const TITLE = 'JoSAA Institutes or State Colleges for JEE Main';
const DESCRIPTION =
  'Explore JoSAA institutes round by round with the OR-CR tool, or find state engineering colleges that offer All India quota seats on your JEE Main rank.';

export default function JosaaSelectorPage() {
  const { config } = useShell();
  const crumbs = [{ label: 'College Finder', to: FINDER_PATHS.root }, { label: 'JoSAA or State-wise' }];
  return (
    <PageContainer>
      <Head>
        <title>{TITLE}</title>
        <meta name="description" content={DESCRIPTION} />
        <link rel="canonical" href={canonicalUrl(config.siteUrl, FINDER_PATHS.josaaSelector)} />
        <meta property="og:title" content="JoSAA institutes or state-wise colleges" />
        <meta property="og:description" content={DESCRIPTION} />
        <script type="application/ld+json">{breadcrumbJsonLd(config.siteUrl, crumbs, FINDER_PATHS.josaaSelector)}</script>
      </Head>
      <Breadcrumbs items={crumbs} />
      <PageHeader title="JoSAA institutes or state colleges?" lead="Two ways to use a JEE Main rank beyond the college finder." />
      <ChoiceGrid>
        <ChoiceCard
          to={FINDER_PATHS.tool}
          eyebrow="JoSAA institutes"
          title="JoSAA OR-CR explorer"
          description="Pick an IIT, NIT, IIIT or GFTI and see every seat's opening and closing ranks by year and round, with a chart of how a cut-off moved since 2018."
          cta="Open the JoSAA tool"
          icon="I"
        />
        <ChoiceCard
          to={FINDER_PATHS.statewise}
          eyebrow="State-wise"
          title="State colleges with All India seats"
          description="State engineering colleges that keep All India quota seats for JEE Main candidates, matched to your JEE Main rank."
          cta="Find state colleges"
          icon="S"
        />
      </ChoiceGrid>
    </PageContainer>
  );
}
