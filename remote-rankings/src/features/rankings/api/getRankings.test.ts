import { API_PATHS, type ApiClient } from 'shared-contracts';
import { toRankingsQuery } from '../hooks/useRankingsQuery';
import { getRankingStates } from './getRankingStates';
import { getRankings } from './getRankings';

function fakeApi(answer: unknown) {
  const get = jest.fn(async () => answer);
  return { api: { get, post: jest.fn(), put: jest.fn() } as unknown as ApiClient, get };
}

describe('getRankings', () => {
  it('asks for one page with the default sort and leaves out an empty state', async () => {
    const { api, get } = fakeApi({ results: [], count: 0, page: 1, total_pages: 0 });
    await getRankings(api, toRankingsQuery({ year: 2024, state: '', page: 3, pageSize: 20 }));
    expect(get).toHaveBeenCalledWith(API_PATHS.rankings, {
      params: { year: 2024, state: undefined, sort_by: 'rank_min', sort_order: 'asc', page: 3, page_size: 20 },
    });
  });

  it('asks for every row with all=true and no paging', async () => {
    const { api, get } = fakeApi({ results: [], count: 0, page: 1, total_pages: 1 });
    await getRankings(api, toRankingsQuery({ year: 2025, state: 'kerala', page: 4, pageSize: 'all' }));
    expect(get).toHaveBeenCalledWith(API_PATHS.rankings, {
      params: { year: 2025, state: 'kerala', sort_by: 'rank_min', sort_order: 'asc', all: true },
    });
  });
});

describe('getRankingStates', () => {
  it('returns the options for the year', async () => {
    const { api, get } = fakeApi({ options: [{ value: 'goa', label: 'Goa' }] });
    await expect(getRankingStates(api, 2022)).resolves.toEqual([{ value: 'goa', label: 'Goa' }]);
    expect(get).toHaveBeenCalledWith(API_PATHS.rankingStates, { params: { year: 2022 } });
  });
});
