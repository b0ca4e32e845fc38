// Tunables only the host uses.

/** The session: a profile fetched this recently is not fetched again (unless forced). */
export const PROFILE_REFETCH_DEBOUNCE_MS = 2000;
/** The session: no profile fetch this soon after a logout (a late answer must not log the visitor back in). */
export const LOGOUT_BLOCK_MS = 1000;
/** The session: after a login, the profile is fetched once more after this long when the first try fails. */
export const POST_LOGIN_PROFILE_RETRY_MS = 300;

/** The header: after "Logout", home after this long (the "Logged out" notice shows meanwhile). */
export const LOGOUT_REDIRECT_MS = 500;
/** The support dialog: how long "Copied" shows. */
export const COPIED_MESSAGE_MS = 2000;
/** The global API alert: how long it shows. */
export const ERROR_ALERT_DISMISS_MS = 8000;
