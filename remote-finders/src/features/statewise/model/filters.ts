import { matchesFilter } from '../../../ui';
import type { MhtcetRowView } from '../../finder-common';

export type FilterColumn = 'institute' | 'branch';
export type ColumnFilters = Record<FilterColumn, string>;
export const NO_FILTERS: ColumnFilters = { institute: '', branch: '' };

export const isFiltering = (filters: ColumnFilters) => filters.institute.trim() !== '' || filters.branch.trim() !== '';

/** The rows on this page whose institute and branch contain the typed texts (case-insensitive). */
export const applyFilters = (rows: MhtcetRowView[], filters: ColumnFilters) =>
  rows.filter((row) => matchesFilter(row.institute, filters.institute) && matchesFilter(row.branch, filters.branch));
