// Leaving the single-page app for another site (the social sign-in provider). A module of its own so tests can replace it.
export function redirectBrowser(url: string): void {
  window.location.assign(url);
}

/** The origin the pages are served from (the social sign-in returns here, so sessionStorage is still ours). */
export function pageOrigin(): string {
  return window.location.origin;
}
