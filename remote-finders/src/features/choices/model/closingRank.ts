/**
 * A published closing rank as a number on the student's rank list, or null when it is not one: JoSAA marks
 * preparatory-course ranks with a trailing 'P' (a separate list, never compared with a JEE rank).
 */
export function comparableClosingRank(closingRank: string): number | null {
  const trimmed = closingRank.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  return Number(trimmed);
}
