import { theme } from 'shared-contracts';
// Tunables and fixed lists only the blog remote uses.
export const ARTICLE_NOT_FOUND_REDIRECT_MS = 3000;
export const BLOG_POSTS_PER_PAGE = 9;
export const BLOG_FEATURED_COUNT = 3;
export const BLOG_RELATED_COUNT = 3;
export const BLOG_TAGS_PER_CARD = 3;

export const BLOG_CATEGORIES = [
  { id: 'college-guides', name: 'College Guides', slug: 'college-guides', description: 'Guides to engineering colleges by city and exam', color: theme.palette.blue },
  { id: 'admission-tips', name: 'Admission Tips', slug: 'admission-tips', description: 'Counselling rounds, choice filling and documents', color: theme.palette.green },
  { id: 'career-guidance', name: 'Career Guidance', slug: 'career-guidance', description: 'Branches, careers and what comes after', color: theme.palette.violet },
  { id: 'exam-preparation', name: 'Exam Preparation', slug: 'exam-preparation', description: 'Preparing for JEE and MHT-CET', color: theme.palette.red },
  { id: 'study-tips', name: 'Study Tips', slug: 'study-tips', description: 'Habits and methods that work', color: theme.palette.amber },
] as const;

export const UNKNOWN_BLOG_CATEGORY = { id: 'general', name: 'General', slug: 'general', description: '', color: theme.palette.gray } as const;

/** Who writes the built-in blog posts (the product's team, not a named person). */
export const BLOG_TEAM_AUTHOR = 'Engineering Admissions Guide Team';

export const SHARING_CONFIG = {
  TWITTER: true,
  FACEBOOK: true,
  LINKEDIN: true,
  WHATSAPP: true,
  DEFAULT_IMAGE: '/images/blog-default.svg',
} as const;
