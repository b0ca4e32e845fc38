// The JEE finder's home state: the choice (options from the API), the URL, the query, and the prefill from
// the logged-in student's profile.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, FINDER_MESSAGES, type User } from 'shared-contracts';
import { callsTo, createFakeShell, renderWithShell, whenEnabled } from 'shared-contracts/testing';
import { OPTIONS, jeeFinderRoutes, paged } from '../test/fixtures';
import { findButton } from '../test/findButton';
import JeeFinderPage from './JeeFinderPage';

const PATH = '/college-finder/jee-main';

configure({ asyncUtilTimeout: 5000 });

function setup({ route = PATH, profileState }: { route?: string; profileState?: string } = {}) {
  const shell = createFakeShell({ authenticated: profileState !== undefined, routes: jeeFinderRoutes(() => paged()) });
  if (profileState !== undefined) shell.session.user = { first_name: 'A', last_name: 'B', username: 'ab', email: 'a@b.co', city: 'Pune', state: profileState, phone_number: null, is_email_verified: true } satisfies User;
  return renderWithShell(<JeeFinderPage />, shell, { route, path: PATH });
}

const homeState = async () => within(await screen.findByRole('form', { name: 'JEE college finder' })).getByRole('combobox', { name: 'Home state' });
const finderCalls = (shell: ReturnType<typeof setup>['shell']) => callsTo(shell, API_PATHS.josaaFinder);

describe('home state', () => {
  it('offers "Not set" and the API states, and says which state counts', async () => {
    setup();
    const select = await homeState();
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(OPTIONS['home-states'].length + 1));
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Not set (every seat)', ...OPTIONS['home-states'].map((o) => o.label)]);
    expect(select).toHaveValue('');
    expect(select).toHaveAccessibleDescription(/first sat your class XII exam/);
  });

  it('is written to the URL on submit and sent to the API; without one nothing is sent', async () => {
    const { shell, user, location } = setup();
    const select = await homeState();
    await user.type(screen.getByLabelText(/Your rank/), '15000');
    await user.click(await whenEnabled(findButton));
    await waitFor(() => expect(finderCalls(shell)).toHaveLength(1));
    expect(finderCalls(shell)[0]).not.toHaveProperty('home_state');
    expect(new URLSearchParams(location().search).has('home_state')).toBe(false);

    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(select, 'Maharashtra');
    await user.click(await whenEnabled(findButton));
    await waitFor(() => expect(finderCalls(shell)).toHaveLength(2));
    expect(finderCalls(shell)[1]).toMatchObject({ rank: 15000, quota: 'ALL', home_state: 'Maharashtra' });
    expect(new URLSearchParams(location().search).get('home_state')).toBe('Maharashtra');
    expect(await screen.findByText(/Home state Maharashtra/)).toBeInTheDocument();
  });

  it('a shared link with a home state fills the field and searches with it', async () => {
    const { shell } = setup({ route: `${PATH}?rank=15000&home_state=Tamil+Nadu` });
    await waitFor(() => expect(finderCalls(shell)).toHaveLength(1));
    expect(finderCalls(shell)[0]).toMatchObject({ home_state: 'Tamil Nadu' });
    expect(await homeState()).toHaveValue('Tamil Nadu');
  });

  it('a logged-in student gets the profile state when the URL names none', async () => {
    setup({ profileState: 'maharashtra' });
    const select = await homeState();
    await waitFor(() => expect(select).toHaveValue('Maharashtra'));
  });

  it('the URL wins over the profile, a profile state the list lacks is left out, and guests get no prefill', async () => {
    const first = setup({ route: `${PATH}?home_state=Goa`, profileState: 'Maharashtra' });
    await waitFor(async () => expect(await homeState()).toHaveValue('Goa'));
    first.unmount();

    const second = setup({ profileState: 'Atlantis' });
    const select = await homeState();
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    expect(select).toHaveValue('');
    second.unmount();

    setup();
    const guestSelect = await homeState();
    await waitFor(() => expect(within(guestSelect).getAllByRole('option').length).toBeGreaterThan(1));
    expect(guestSelect).toHaveValue('');
  });

  it('when the state list fails the form still works, with "Not set" only', async () => {
    const routes = jeeFinderRoutes(() => paged());
    routes[API_PATHS.josaaOptions('home-states')] = () => {
      throw new Error('down');
    };
    const shell = createFakeShell({ routes });
    renderWithShell(<JeeFinderPage />, shell, { route: `${PATH}?rank=100`, path: PATH });
    const select = await homeState();
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Not set (every seat)']);
    await waitFor(() => expect(callsTo(shell, API_PATHS.josaaFinder)).toHaveLength(1));
  });

  it.each(['', '&view=seat'])('a shared link with an unknown home state shows the API\'s reason, not the generic error (%s)', async (view) => {
    const reason = 'Unknown home_state: Atlantis. Choose one of: Goa, Maharashtra, Tamil Nadu.';
    const shell = createFakeShell({
      routes: jeeFinderRoutes(() => {
        throw Object.assign(new Error('Bad request'), { status: 400, detail: reason });
      }),
    });
    renderWithShell(<JeeFinderPage />, shell, { route: `${PATH}?rank=15000&home_state=Atlantis${view}`, path: PATH });
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.queryByText(FINDER_MESSAGES.fetchFailed)).not.toBeInTheDocument();
  });
});
