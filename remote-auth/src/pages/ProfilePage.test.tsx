import { screen, within } from '@testing-library/react';
import { API_PATHS, PROFILE_MESSAGES, VALIDATION_MESSAGES } from 'shared-contracts';
import { apiError, createFakeShell, renderPage, TEST_USER } from '../test/renderWithShell';
import ProfilePage from './ProfilePage';

const view = () => screen.getByLabelText('Your profile');
const row = (term: string) => {
  const terms = within(view()).getAllByRole('term');
  const dt = terms.find((t) => t.textContent === term) as HTMLElement;
  return dt.nextElementSibling as HTMLElement;
};

it('asks a guest to log in and come back to /profile', () => {
  const shell = createFakeShell();
  renderPage(<ProfilePage />, shell, { route: '/profile' });
  expect(shell.requireLogin).toHaveBeenCalledWith('/profile');
});

it('shows the profile in view mode', () => {
  renderPage(<ProfilePage />, createFakeShell({ user: TEST_USER }), { route: '/profile' });
  expect(screen.getByRole('heading', { name: /My Profile/ })).toHaveTextContent('AK');
  expect(row('First name')).toHaveTextContent('Asha');
  expect(row('Email')).toHaveTextContent('asha@example.com');
  expect(row('Email')).toHaveTextContent('Verified');
  expect(row('Phone number')).toHaveTextContent('+91 98765 43210');
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});

it('edits with the e-mail read-only, saves with PUT /profile/ and returns to view mode with the success message', async () => {
  const shell = createFakeShell({ user: TEST_USER });
  const updated = { ...TEST_USER, city: 'Nashik', phone_number: '+449123456789' };
  shell.api.put.mockResolvedValue(updated);
  const { user } = renderPage(<ProfilePage />, shell, { route: '/profile' });
  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  const form = screen.getByRole('form', { name: 'Edit profile' });
  expect(within(form).getByLabelText('Email')).toHaveAttribute('readonly');
  expect(within(form).getByLabelText('Country code')).toHaveValue('+91');
  expect(within(form).getByRole('textbox', { name: /phone number/i })).toHaveValue('9876543210');
  await user.clear(within(form).getByLabelText('City'));
  await user.type(within(form).getByLabelText('City'), 'Nashik');
  await user.selectOptions(within(form).getByLabelText('Country code'), '+44');
  await user.clear(within(form).getByRole('textbox', { name: /phone number/i }));
  await user.type(within(form).getByRole('textbox', { name: /phone number/i }), '9123456789');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(shell.api.put).toHaveBeenCalledWith(
    API_PATHS.profile,
    { first_name: 'Asha', last_name: 'Kulkarni', username: 'asha_k', city: 'Nashik', state: 'Maharashtra', phone_number: '+449123456789' },
    expect.anything(),
  );
  expect(await screen.findByRole('status')).toHaveTextContent(PROFILE_MESSAGES.updated);
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(row('City')).toHaveTextContent('Nashik');
  expect(shell.session.updateUser).toHaveBeenCalledWith(updated);
});

it('Cancel restores the values', async () => {
  const shell = createFakeShell({ user: TEST_USER });
  const { user } = renderPage(<ProfilePage />, shell, { route: '/profile' });
  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  await user.clear(screen.getByLabelText('First name'));
  await user.type(screen.getByLabelText('First name'), 'Changed');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(row('First name')).toHaveTextContent('Asha');
  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  expect(screen.getByLabelText('First name')).toHaveValue('Asha');
  expect(shell.api.put).not.toHaveBeenCalled();
});

it('validates required fields and the phone before saving', async () => {
  const shell = createFakeShell({ user: TEST_USER });
  const { user } = renderPage(<ProfilePage />, shell, { route: '/profile' });
  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  await user.clear(screen.getByLabelText('City'));
  await user.clear(screen.getByRole('textbox', { name: /phone number/i }));
  await user.type(screen.getByRole('textbox', { name: /phone number/i }), '12345');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText(VALIDATION_MESSAGES.required('City'))).toBeInTheDocument();
  expect(screen.getByText(VALIDATION_MESSAGES.phoneInvalid)).toBeInTheDocument();
  expect(shell.api.put).not.toHaveBeenCalled();
});

it.each([
  ['per field', apiError(400, { username: ['Username must be at most 254 characters'] }), 'Username must be at most 254 characters'],
  ['Failed to update profile otherwise', apiError(500), PROFILE_MESSAGES.updateFailed],
])('shows a failed save %s', async (_name, error, message) => {
  const shell = createFakeShell({ user: TEST_USER });
  shell.api.put.mockRejectedValue(error);
  const { user } = renderPage(<ProfilePage />, shell, { route: '/profile' });
  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Edit profile' })).toBeInTheDocument();
});

it('a logout on the page shows a login prompt instead of the profile', async () => {
  const shell = createFakeShell({ user: TEST_USER });
  const { setShell, user } = renderPage(<ProfilePage />, shell, { route: '/profile' });
  const guest = createFakeShell();
  setShell(guest);
  expect(screen.queryByLabelText('Your profile')).not.toBeInTheDocument();
  expect(guest.requireLogin).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(guest.requireLogin).toHaveBeenCalledWith('/profile');
});
