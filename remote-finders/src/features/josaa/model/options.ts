import type { FilterOption } from 'shared-contracts';

/** The JoSAA finder's option lists (each but the years starts with ALL). */
export interface JosaaOptions {
  /** The years with data, newest first (no ALL). */
  years: FilterOption[];
  examTypes: FilterOption[];
  quotas: FilterOption[];
  seatTypes: FilterOption[];
  genders: FilterOption[];
  rounds: FilterOption[];
}

/** A list without its ALL entry (the OR-CR tool shows one seat type, quota or round at a time). */
export const withoutAll = (options: FilterOption[]) => options.filter((o) => o.value !== 'ALL');

/** Reads an option's label by its value (the value itself when the list lacks it). */
export const labelFrom = (options: FilterOption[]) => (value: string) => options.find((o) => o.value === value)?.label ?? value;
