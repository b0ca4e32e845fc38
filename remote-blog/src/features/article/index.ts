export { ArticleBody } from './components/ArticleBody';
export { ArticleHeader } from './components/ArticleHeader';
export { ArticleMetadata } from './components/ArticleMetadata';
export { ArticleStatus } from './components/ArticleStatus';
export { RelatedArticles } from './components/RelatedArticles';
export { ShareBlock } from './components/ShareBlock';
export { TableOfContents } from './components/TableOfContents';
