import type { RankingRow } from 'shared-contracts';

/** A stable React key: institute IDs can be missing on band rows, so the name and position join in. */
export const rowKey = (row: RankingRow, index: number) => `${row.institute_id ?? ''}|${row.name}|${index}`;
