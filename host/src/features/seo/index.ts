export { DefaultMetadata } from './components/DefaultMetadata';
export { PageMetadata } from './components/PageMetadata';
export { SITE_NAME } from './model/siteMetadata';
