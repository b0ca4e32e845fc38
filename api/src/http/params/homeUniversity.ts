// A home university as the callers name it (the finder's `home_university` parameter, the shortlist
// details' field): one of the home universities, in any letter case, with the list to name in a 400.
import { MHTCET_HOME_UNIVERSITIES } from '../../domain/mhtcet/homeUniversity';

/** The sentence a 400 for an unknown home university ends with. */
export const HOME_UNIVERSITY_CHOICES = `Choose one of: ${MHTCET_HOME_UNIVERSITIES.join('; ')}.`;

/** The home university `raw` names (trimmed, any case), or undefined. */
export function homeUniversityNamed(raw: string): string | undefined {
  const wanted = raw.trim().toLowerCase();
  return MHTCET_HOME_UNIVERSITIES.find((name) => name.toLowerCase() === wanted);
}
