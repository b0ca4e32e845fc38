// The MHT-CET finder's "My home university": options from the API, kept in the URL as home_university and
// sent to the finder (the API keeps only the quotas open to that candidate).
import { configure, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from 'shared-contracts';
import { callsTo, createFakeShell, renderWithShell, whenEnabled } from 'shared-contracts/testing';
import { COEP_ROW, HOME_UNIVERSITIES, finderAnswer, optionRoutes } from '../test/mhtcetFixtures';
import { findButton } from '../test/findButton';
import MhtcetFinderPage from './MhtcetFinderPage';

const PATH = '/college-finder/mhtcet';
const PUNE = 'Savitribai Phule Pune University';

configure({ asyncUtilTimeout: 5000 });

function setup(route = PATH, routes = optionRoutes({ [API_PATHS.mhtcetFinder]: () => finderAnswer([COEP_ROW]) })) {
  const shell = createFakeShell({ routes });
  return renderWithShell(<MhtcetFinderPage />, shell, { route, path: PATH });
}

const homeUniversity = () => screen.findByRole('combobox', { name: 'My home university' });
const finderCalls = (shell: ReturnType<typeof setup>['shell']) => callsTo(shell, API_PATHS.mhtcetFinder);

describe('MHT-CET home university', () => {
  it('offers "Not set" and the API list, with a hint saying which university counts', async () => {
    setup();
    const select = await homeUniversity();
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(HOME_UNIVERSITIES.length + 1));
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Not set (every quota)', ...HOME_UNIVERSITIES.map((o) => o.label)]);
    expect(select).toHaveValue('');
    expect(select).toHaveAccessibleDescription(/where you passed class XII/);
  });

  it('is written to the URL and sent to the API; unset, nothing is sent', async () => {
    const { shell, user, location } = setup();
    const select = await homeUniversity();
    await user.type(screen.getByRole('textbox', { name: /MHT-CET Rank/ }), '15000');
    await user.click(await whenEnabled(findButton));
    await waitFor(() => expect(finderCalls(shell)).toHaveLength(1));
    expect(finderCalls(shell)[0].home_university).toBeUndefined();

    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(select, PUNE);
    await user.click(await whenEnabled(findButton));
    await waitFor(() => expect(finderCalls(shell)).toHaveLength(2));
    expect(finderCalls(shell)[1]).toMatchObject({ rank: 15000, home_university: PUNE });
    expect(new URLSearchParams(location().search).get('home_university')).toBe(PUNE);
  });

  it('a shared link fills the field and searches with it, even while the list is unavailable', async () => {
    const routes = optionRoutes({ [API_PATHS.mhtcetFinder]: () => finderAnswer([COEP_ROW]) });
    routes[API_PATHS.mhtcetOptions('home-universities')] = () => {
      throw new Error('down');
    };
    const { shell } = setup(`${PATH}?rank=8000&home_university=University+of+Mumbai`, routes);
    await waitFor(() => expect(finderCalls(shell)).toHaveLength(1));
    expect(finderCalls(shell)[0]).toMatchObject({ rank: 8000, home_university: 'University of Mumbai' });
    expect(await homeUniversity()).toHaveValue('University of Mumbai');
  });
});
