export { FeatureCards } from './components/FeatureCards';
export { HomeHero } from './components/HomeHero';
