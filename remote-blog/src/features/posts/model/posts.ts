// The built-in posts' metadata. Bodies are markdown files under src/posts, loaded on demand (loadPostBody).
import { type BlogPost, type TocEntry } from 'shared-contracts';
import { headingId } from './headingId';
import { postPath } from './paths';
import { IMAGES } from './images';
import { BLOG_TEAM_AUTHOR } from '../../../constants';

/** Table of contents from [section title, subsection titles] pairs; ids come from the same function as the headings'. */
function toc(sections: [string, string[]?][]): TocEntry[] {
  return sections.map(([title, subsections = []]) => ({
    id: headingId(title),
    title,
    level: 2,
    ...(subsections.length ? { subsections: subsections.map((sub) => ({ title: sub, level: 3 })) } : {}),
  }));
}

const PUBLISHED = '2025-07-01';

export const BLOG_POSTS: BlogPost[] = [
  {
    title: 'Engineering Colleges in Mumbai: MHT-CET Cutoffs, NIRF Ranks and CAP Tips',
    slug: 'mumbai-engineering-colleges',
    excerpt:
      'Every Mumbai college in the MHT-CET CAP lists with the 2025 Round I closing percentiles of its main branches, where each stands in NIRF 2025, and how seat types and CAP rounds decide what you need.',
    author: BLOG_TEAM_AUTHOR,
    publishedDate: PUBLISHED,
    updatedDate: PUBLISHED,
    category: 'college-guides',
    tags: ['Mumbai', 'MHT-CET', 'Cutoffs', 'CAP rounds', 'NIRF'],
    readTime: 12,
    featured: true,
    metaDescription:
      'Mumbai engineering colleges compared: MHT-CET 2025 CAP Round I closing percentiles for Computer, IT, E&TC, Mechanical, Civil and Electrical, NIRF 2025 ranks, seat types and choice-filling tips.',
    keywords: ['Mumbai engineering colleges', 'MHT-CET cutoff 2025', 'VJTI cutoff', 'CAP round', 'GOPENS', 'Mumbai University home university'],
    featuredImage: IMAGES.mumbai,
    canonicalUrl: postPath('mumbai-engineering-colleges'),
    tableOfContents: toc([
      ['How to read the numbers in this guide'],
      ['Mumbai in the NIRF 2025 ranking'],
      ['Cutoffs at a glance: CAP Round I, 2025', ['Autonomous institutes', 'Affiliated colleges', "Women's college"]],
      ['What the tables tell you'],
      ['How CAP rounds work'],
      ['Seat types, decoded', ['Home University, Other Than Home University and State Level', 'Category, ladies, TFWS and EWS seats']],
      ['How cutoffs moved between rounds in 2025'],
      ['Choice-filling tips for Mumbai'],
      ['Check any college in our finder'],
    ]),
    seo: {
      metaTitle: 'Mumbai Engineering Colleges: MHT-CET 2025 Cutoffs and NIRF Ranks',
    },
  },
  {
    title: 'Engineering Colleges in Pune: MHT-CET Cutoffs, NIRF Ranks and CAP Tips',
    slug: 'pune-engineering-colleges',
    excerpt:
      "The 22 Pune colleges students ask about most, from COEP and PICT to the Sinhgad campuses: 2025 CAP Round I closing percentiles by branch, NIRF 2025 ranks, and how to read Pune's crowded cutoff lists.",
    author: BLOG_TEAM_AUTHOR,
    publishedDate: PUBLISHED,
    updatedDate: PUBLISHED,
    category: 'college-guides',
    tags: ['Pune', 'MHT-CET', 'Cutoffs', 'CAP rounds', 'NIRF'],
    readTime: 14,
    featured: true,
    metaDescription:
      'Pune engineering colleges compared: MHT-CET 2025 CAP Round I closing percentiles for the main branches at COEP, PICT, VIT, PCCOE and more, NIRF 2025 ranks, SPPU home university seats and choice-filling tips.',
    keywords: ['Pune engineering colleges', 'MHT-CET cutoff 2025', 'COEP cutoff', 'PICT cutoff', 'CAP round', 'SPPU home university'],
    featuredImage: IMAGES.pune,
    canonicalUrl: postPath('pune-engineering-colleges'),
    tableOfContents: toc([
      ['Where the figures come from'],
      ['Pune in the NIRF 2025 ranking'],
      ['Cutoffs at a glance: CAP Round I, 2025', ['Autonomous institutes', 'Affiliated colleges', "Women's colleges"]],
      ['Reading the Pune tables'],
      ['How the CAP process runs'],
      ['Seat types in plain words', ['Home University, Other Than Home University and State Level', 'Special seats']],
      ['How the rounds moved in 2025'],
      ['Choice-filling tips for Pune'],
      ['Try the finder with your percentile'],
    ]),
    seo: {
      metaTitle: 'Pune Engineering Colleges: MHT-CET 2025 Cutoffs and NIRF Ranks',
    },
  },
  {
    title: 'Engineering Colleges in Nashik: MHT-CET Cutoffs and CAP Tips',
    slug: 'nashik-engineering-colleges',
    excerpt:
      "All 19 Nashik colleges offering the main branches, from K. K. Wagh to the campuses at Sinnar, Chandwad and Trimbakeshwar, with their 2025 CAP Round I closing percentiles and a plain guide to seat types and rounds.",
    author: BLOG_TEAM_AUTHOR,
    publishedDate: PUBLISHED,
    updatedDate: PUBLISHED,
    category: 'college-guides',
    tags: ['Nashik', 'MHT-CET', 'Cutoffs', 'CAP rounds', 'SPPU'],
    readTime: 11,
    featured: false,
    metaDescription:
      'Nashik engineering colleges compared: MHT-CET 2025 CAP Round I closing percentiles for Computer, IT, E&TC, Mechanical, Civil and Electrical, how seat types and CAP rounds work, and choice-filling tips.',
    keywords: ['Nashik engineering colleges', 'MHT-CET cutoff 2025', 'K. K. Wagh cutoff', 'CAP round', 'TFWS', 'SPPU home university'],
    featuredImage: IMAGES.nashik,
    canonicalUrl: postPath('nashik-engineering-colleges'),
    tableOfContents: toc([
      ['About the data in this guide'],
      ['Nashik and the NIRF ranking'],
      ['Cutoffs at a glance: CAP Round I, 2025', ['Autonomous institutes', 'Affiliated colleges']],
      ['What stands out in Nashik'],
      ['The CAP process, step by step'],
      ['Seat types explained', ['Home University, Other Than Home University and State Level', 'Fee waiver, EWS and other seats']],
      ['How the rounds moved in 2025'],
      ['Choice-filling tips for Nashik'],
      ['Look up your percentile'],
    ]),
    seo: {
      metaTitle: 'Nashik Engineering Colleges: MHT-CET 2025 Cutoffs',
    },
  },
];

export const findPost = (slug: string, posts: readonly BlogPost[] = BLOG_POSTS) => posts.find((post) => post.slug === slug);
