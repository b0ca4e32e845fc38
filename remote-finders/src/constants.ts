// Fixed lists only the finders remote uses.
export const STATEWISE_STATES = [{ value: 'maharashtra', label: 'Maharashtra' }] as const;
