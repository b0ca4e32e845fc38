import type { PageSize } from 'shared-contracts';

/** What the results area shows: one request to GET /rankings/ (a new object means "fetch again"). */
export interface RankingsRequest {
  year: number;
  /** State option value; empty for all states. */
  state: string;
  page: number;
  pageSize: PageSize;
}

export type NoticeMessage = { tone: 'info' | 'error'; text: string };
