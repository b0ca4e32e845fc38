// State names as the NIRF lists spell them vary across years ("Jammu & Kashmir" and "Jammu and
// Kashmir"; "Pondicherry" for Puducherry; capitals in some years). Every spelling maps to one key,
// used for filtering, and one display label. The mapping is documented in docs/data/nirf.md.

export interface StateName {
  key: string;
  label: string;
}

/** Official names of the states and union territories: the display labels. */
const CANONICAL = [
  'Andaman and Nicobar Islands', 'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chandigarh',
  'Chhattisgarh', 'Dadra and Nagar Haveli and Daman and Diu', 'Delhi', 'Goa', 'Gujarat', 'Haryana',
  'Himachal Pradesh', 'Jammu and Kashmir', 'Jharkhand', 'Karnataka', 'Kerala', 'Ladakh', 'Lakshadweep',
  'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha', 'Puducherry',
  'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand',
  'West Bengal',
];

/** Old or alternative spellings (already in key form) and the key they stand for. */
const ALIASES: Record<string, string> = {
  pondicherry: 'puducherry',
  orissa: 'odisha',
  uttaranchal: 'uttarakhand',
  'new-delhi': 'delhi',
  'nct-of-delhi': 'delhi',
  'national-capital-territory-of-delhi': 'delhi',
  'andaman-and-nicobar': 'andaman-and-nicobar-islands',
  'j-and-k': 'jammu-and-kashmir',
  tamilnadu: 'tamil-nadu',
  'dadra-and-nagar-haveli': 'dadra-and-nagar-haveli-and-daman-and-diu',
  'daman-and-diu': 'dadra-and-nagar-haveli-and-daman-and-diu',
};

/**
 * Key form of any spelling: lower case, "&" read as "and", punctuation dropped, words joined by "-".
 * "Jammu & Kashmir", "JAMMU AND KASHMIR" and " jammu  and kashmir " all give "jammu-and-kashmir".
 */
export function stateSlug(raw: string): string {
  return raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/ +/g, '-');
}

const LABELS = new Map(CANONICAL.map((label) => [stateSlug(label), label]));

function titleCase(raw: string): string {
  return raw
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/(^|[\s-])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase())
    .replace(/\b(And|Of)\b/g, (word) => word.toLowerCase());
}

/** The key and display label for a state as written anywhere (data file or query parameter). */
export function normaliseState(raw: string): StateName {
  const slug = stateSlug(raw);
  const key = ALIASES[slug] ?? slug;
  return { key, label: LABELS.get(key) ?? titleCase(raw) };
}

/** Display label for a stored key (falls back to the spelling stored with the row). */
export function stateLabel(key: string, fallback: string): string {
  return LABELS.get(key) ?? titleCase(fallback);
}

export const isKnownState = (key: string): boolean => LABELS.has(key);

/** The 36 states and union territories by their official names, alphabetically. */
export const OFFICIAL_STATE_NAMES: readonly string[] = CANONICAL;

/** The official name of a state written any way ("Pondicherry", "jammu & kashmir"); undefined when none. */
export const officialStateName = (raw: string): string | undefined => LABELS.get(normaliseState(raw).key);
