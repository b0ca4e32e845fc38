// The sign-up form's own messages.
export const REGISTRATION_MESSAGES = {
  failed: 'Registration failed',
  failedPage: 'Registration failed. Please try again.',
} as const;
