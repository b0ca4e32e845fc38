export { CategoryFilter } from './components/CategoryFilter';
export { EmptyState } from './components/EmptyState';
export { ListMetadata } from './components/ListMetadata';
export { SearchBox } from './components/SearchBox';
export { ALL_CATEGORIES, useBlogList } from './hooks/useBlogList';
