// One MHT-CET finder search, as the finder runs it: the query string is checked and turned into this by
// http/params/mhtcet.ts.
import type { MhtcetFinderBasis, SortOrder } from 'shared-contracts';

export const MHTCET_SORT_FIELDS = ['closing_rank', 'closing_percentile'] as const;
export type MhtcetSortField = (typeof MHTCET_SORT_FIELDS)[number];

export interface FinderRequest {
  year: number;
  /** 1-4, or null for every round. */
  round: number | null;
  /** The All India (JEE Main) search of the state-wise finder. */
  statewise: boolean;
  basis: MhtcetFinderBasis;
  /** The value compared with the rows: MHT-CET rank, MHT-CET percentile, or JEE Main percentile. */
  student: number;
  /** State-wise search by rank: the JEE Main rank that was converted to `student`. */
  jeeMainRank: number | null;
  seatTypes: string[];
  quotas: string[];
  /** Empty: every district (state-wise only; the MHT-CET search requires at least one). */
  districts: string[];
  /** Empty: every branch (always empty for guests). */
  branches: string[];
  /** A candidate's home university: only the seats open to them (domain/mhtcet/homeUniversity.ts); null: no such filter. */
  homeUniversity: string | null;
  sortBy: MhtcetSortField;
  sortOrder: SortOrder;
  page: number;
  pageSize: number | 'all';
}
