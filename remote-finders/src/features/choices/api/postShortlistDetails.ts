import { API_PATHS, type ApiClient, type ShortlistDetailsResponse, type ShortlistItem } from 'shared-contracts';

export interface ShortlistDetailsRequest {
  items: ShortlistItem[];
  rank?: number;
  home_state?: string;
  home_university?: string;
}

/** POST /shortlist/details/: each seat's cut-offs, chance at the rank and eligibility, in the order posted. */
export function postShortlistDetails(api: ApiClient, request: ShortlistDetailsRequest, signal: AbortSignal): Promise<ShortlistDetailsResponse> {
  return api.post<ShortlistDetailsResponse>(API_PATHS.shortlistDetails, request, { signal });
}
