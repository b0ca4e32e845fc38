/**
 * The id of a heading, from its text: the table of contents links to it and the markdown renderer gives it
 * to the heading, so both sides must use this one function. "Seat types, decoded" -> "seat-types-decoded".
 */
export function headingId(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
