import { FeatureCards, HomeHero } from '../features/home';
import { PageMetadata } from '../features/seo';

export default function HomePage() {
  return (
    <>
      <PageMetadata
        title="NIRF Rankings, JoSAA and MHT-CET College Finder, Rank Predictors"
        description="Find engineering colleges for your JEE Main, JEE Advanced or MHT-CET rank with past opening and closing ranks, compare NIRF rankings and predict your rank from your score."
        path="/"
      />
      <HomeHero />
      <FeatureCards />
    </>
  );
}
