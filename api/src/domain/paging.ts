/** Number of pages for `count` rows; an empty list still has one (empty) page. */
export const totalPages = (count: number, pageSize: number): number => Math.max(1, Math.ceil(count / pageSize));
