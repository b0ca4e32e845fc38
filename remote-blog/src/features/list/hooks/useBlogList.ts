import { useCallback, useMemo, useState } from 'react';
import { matchesBlogSearch, type BlogPost } from 'shared-contracts';
import { BLOG_FEATURED_COUNT, BLOG_POSTS_PER_PAGE } from '../../../constants';

/** All categories, or one category id. */
export const ALL_CATEGORIES = 'all';

export interface BlogListState {
  search: string;
  category: string;
  page: number;
  totalPages: number;
  /** Posts matching search and category (all pages). */
  matching: BlogPost[];
  /** The current page of matching posts. */
  pagePosts: BlogPost[];
  featured: BlogPost[];
  setSearch: (search: string) => void;
  setCategory: (category: string) => void;
  setPage: (page: number) => void;
  clearFilters: () => void;
}

/** Search and category apply together; changing either goes back to page 1; changing page scrolls to the top. */
export function useBlogList(posts: readonly BlogPost[]): BlogListState {
  const [search, setSearchState] = useState('');
  const [category, setCategoryState] = useState(ALL_CATEGORIES);
  const [page, setPageState] = useState(1);

  const matching = useMemo(
    () => posts.filter((post) => (category === ALL_CATEGORIES || post.category === category) && matchesBlogSearch(post, search)),
    [posts, category, search],
  );
  const featured = useMemo(() => posts.filter((post) => post.featured).slice(0, BLOG_FEATURED_COUNT), [posts]);
  const totalPages = Math.max(1, Math.ceil(matching.length / BLOG_POSTS_PER_PAGE));
  const current = Math.min(page, totalPages);
  const pagePosts = matching.slice((current - 1) * BLOG_POSTS_PER_PAGE, current * BLOG_POSTS_PER_PAGE);

  const setSearch = useCallback((value: string) => {
    setSearchState(value);
    setPageState(1);
  }, []);
  const setCategory = useCallback((value: string) => {
    setCategoryState(value);
    setPageState(1);
  }, []);
  const setPage = useCallback((value: number) => {
    setPageState(value);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, []);
  const clearFilters = useCallback(() => {
    setSearchState('');
    setCategoryState(ALL_CATEGORIES);
    setPageState(1);
  }, []);

  return { search, category, page: current, totalPages, matching, pagePosts, featured, setSearch, setCategory, setPage, clearFilters };
}
