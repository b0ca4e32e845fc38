import { avatarInitials, displayName } from './avatar';

describe('avatarInitials', () => {
  it('uses first and last name initials', () => {
    expect(avatarInitials({ first_name: 'asha', last_name: 'Kulkarni', username: 'zed', email: 'x@y.in' })).toBe('AK');
  });

  it('uses the one name part there is', () => {
    expect(avatarInitials({ first_name: 'Ravi', last_name: '', username: 'zed' })).toBe('R');
    expect(avatarInitials({ first_name: '  ', last_name: 'Shah', username: 'zed' })).toBe('S');
  });

  it('falls back to the username, one letter per part', () => {
    expect(avatarInitials({ first_name: '', last_name: '', username: 'rahul_verma', email: 'x@y.in' })).toBe('RV');
    expect(avatarInitials({ first_name: '', last_name: '', username: 'topper2025', email: 'x@y.in' })).toBe('T');
  });

  it('falls back to the start of the e-mail address', () => {
    expect(avatarInitials({ first_name: '', last_name: '', username: '', email: 'meera.n@example.com' })).toBe('MN');
    expect(avatarInitials({ email: 'student@example.com' })).toBe('S');
  });

  it('shows ? with nothing to go on', () => {
    expect(avatarInitials(null)).toBe('?');
    expect(avatarInitials({ first_name: '', last_name: '', username: '', email: '' })).toBe('?');
  });

  it('keeps non-Latin letters whole', () => {
    expect(avatarInitials({ first_name: 'अनिल', last_name: 'शर्मा' })).toBe('अश');
  });
});

describe('displayName', () => {
  it('prefers the full name, then username, then e-mail', () => {
    expect(displayName({ first_name: 'Asha', last_name: 'K', username: 'ak' })).toBe('Asha K');
    expect(displayName({ first_name: '', last_name: '', username: 'ak', email: 'a@b.in' })).toBe('ak');
    expect(displayName({ email: 'a@b.in' })).toBe('a@b.in');
    expect(displayName(null)).toBe('Your account');
  });
});
