// Every user-facing message of the spec's sections 5 and 8, once. Pages and tests import these.

export const VALIDATION_MESSAGES = {
  tooManyDigits: 'Please enter a valid value (no more than 6 digits).',
  /** JEE Advanced's digit-limit message "refers to a valid score". */
  jeeAdvancedTooManyDigits: 'Please enter a valid score (no more than 6 digits).',
  jeeMainScoreLow: 'Score seems too low. Valid range is -50 to 300.',
  jeeMainScoreHigh: 'Score exceeds maximum (300). Please enter a realistic value.',
  jeeAdvancedScoreLow: 'Score seems too low. Valid range is -50 to 360.',
  jeeAdvancedScoreHigh: 'Score exceeds maximum (360). Please enter a realistic value.',
  mhtcetScoreNegative: 'Score cannot be negative. Valid range is 0 to 200.',
  mhtcetScoreHigh: 'Score exceeds maximum (200). Please enter a realistic value.',
  percentileNegative: 'Percentile cannot be negative. Valid range is 0 to 100.',
  percentileHigh: 'Percentile cannot exceed 100. Please enter a valid value.',
  rankRequired: 'Rank is required',
  percentileRequired: 'Percentile is required',
  seatTypeRequired: 'Please select at least one seat type',
  quotaRequired: 'Please select at least one quota',
  districtRequired: 'Please select at least one district',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  confirmPassword: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  resetPasswordsDoNotMatch: "Passwords don't match",
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  verificationCodeInvalid: 'Please enter a valid 6-digit verification code.',
  required: (field: string) => `${field} is required`,
} as const;

export const LOGIN_MESSAGES = {
  unavailable: 'Login service unavailable. Please try again later or contact support.',
  invalidCredentials: 'Invalid credentials. Please check your email and password.',
  failed: 'Login failed. Please check your credentials.',
  unverified: 'Email not verified. Please check your email for verification instructions or request a new code.',
  unverifiedPage: 'Your email is not verified. Please verify your email to continue.',
  noProfile: 'Authentication failed. Please try again.',
  /** Shown for the 0.5 s before the auth page returns to where the visitor came from. */
  success: 'Login successful! Redirecting...',
  verifyLink: 'Verify your email',
} as const;

export const VERIFICATION_MESSAGES = {
  failed: 'Email verification failed',
  failedPage: 'Failed to verify email. Please check the code and try again.',
  resendFailed: 'Failed to resend verification email',
  resendFailedPage: 'Failed to resend verification code. Please try again.',
  /** The verification page's confirmation, before it goes home after 1.5 s. */
  verifiedRedirecting: 'Email verified successfully! Redirecting to the home page...',
  resendIn: (seconds: number) => `Resend code in ${seconds}s`,
  resendsLeft: (count: number) => `${count} ${count === 1 ? 'resend' : 'resends'} left`,
  noResendsLeft: 'No resends left. Please try again later.',
} as const;

export const SESSION_MESSAGES = {
  missingToken: 'Authentication required. Please log in again.',
  expired: 'Your session has expired. Please log in again.',
} as const;

export const SOCIAL_MESSAGES = {
  invalidTokenFormat: 'Invalid token format in response.',
  exchangeFailed: 'Failed to exchange code.',
  failed: 'Authentication failed',
  noCode: 'No authorization code received',
  /** The /oauth-bridge page's texts. */
  processing: 'Processing authentication...',
  failedHeading: 'Authentication Failed',
  returnToLogin: 'Return to Login',
  /** The social sign-in button on the auth page. */
  continueWithGoogle: 'Continue with Google',
} as const;

export const PASSWORD_RESET_MESSAGES = {
  sendFailed: 'Failed to send password reset email. Please try again.',
  resetFailed: 'Failed to reset password. Please check the code and try again.',
  nonJson: 'Server returned non-JSON response.',
  /** Success of the logged-in variant (it goes home); the anonymous one shows the server's message and goes to /auth after 3 s. */
  changed: 'Your password has been changed. Taking you to the home page...',
  redirectingToLogin: 'Redirecting to the login page...',
} as const;

export const PROFILE_MESSAGES = {
  updateFailed: 'Failed to update profile.',
  updated: 'Profile updated successfully',
} as const;

export const RANKINGS_MESSAGES = {
  loadFailed: 'Failed to load rankings. Please try again.',
  exportNoData: 'No data available to export.',
  exportFailed: 'Failed to export data. Please try again.',
  noStateData: (year: number | string) => `No NIRF data available for ${year} yet! Please try selecting another year.`,
  empty: 'No rankings found.',
  exportLoginTooltip: 'Login to export data',
  exportLoginPrompt: 'Please login to export rankings data',
  loginRequiredTitle: 'Login Required',
} as const;

export const FINDER_MESSAGES = {
  optionsFailed: 'Failed to load filter options. Please refresh the page.',
  fetchFailed: 'Failed to fetch college suggestions.',
  noData: 'No data available for these filters. Try selecting a different year or adjusting other filters.',
  noColleges: 'No colleges found',
  noMatches: 'No matches found for your filters.',
  loadingFilters: 'Loading filters...',
  findingColleges: 'Finding colleges for you...',
  featureLockedTitle: 'Feature Locked',
  branchLocked: 'The Branch filter requires login to use. Would you like to login now?',
  moreStatesSoon: 'More states coming soon!',
  /** Guests choosing a page size other than 50 (or All). */
  pageSizeLocked: 'Choosing how many results to show per page requires login. Guests see 50 results per page. Would you like to login now?',
  /** Tooltip of the locked items-per-page selector. */
  pageSizeLockedHint: 'Login to change the page size',
  /** Text inside the locked branch control. */
  branchLockedHint: 'Login to filter by branch',
} as const;

export const PREDICTOR_MESSAGES = {
  failed: (reason: string) => `Failed to get prediction: ${reason}. Please try a different value.`,
  unexpectedFormat: 'Unexpected response format from server.',
  serverReturned: (status: number, statusText: string) => `Server returned ${status}: ${statusText}`,
  /** The button that sends the predicted rank to a finder. */
  findColleges: 'Find colleges with this rank',
  /** rank_min and rank_max both 1 (TOP_RANK_VALUE). */
  topRank: 'Rank 1! Your whole predicted range is All India Rank 1: an outstanding result. Congratulations!',
  /** predicted_rank at or below TOP_100_THRESHOLD. */
  top100: 'Top 100! A predicted rank of 100 or better puts you among the very best candidates of the year.',
  /** Badge on a result whose response says is_estimate. */
  estimate: 'Estimate',
  estimateNote: 'This is an estimate from past reference tables, not an official result: your actual figure may differ.',
  predicting: 'Predicting...',
} as const;

export const ARTICLE_MESSAGES = {
  notFoundHeading: '404 - Article Not Found',
  notFoundText: 'The article you are looking for does not exist. Redirecting to blogs page...',
  errorHeading: 'Error Loading Article',
  errorText: 'There was an error loading this article. Please try again later.',
  notFoundError: 'Blog post not found',
  loadFailed: 'Failed to load blog post',
  slugNotFound: (slug: string) => `Blog post '${slug}' not found`,
  loading: 'Loading article...',
} as const;

/** The blog list and article screens' texts. */
export const BLOG_MESSAGES = {
  listHeading: 'Engineering College Blogs',
  breadcrumb: 'Blogs',
  featuredHeading: 'Featured Articles',
  searchPlaceholder: 'Search articles...',
  allCategories: 'All Articles',
  /** "Showing X of Y articles", with the search text and the category name appended when set. */
  showing: (shown: number, total: number, term?: string, category?: string) =>
    `Showing ${shown} of ${total} articles${term ? ` for "${term}"` : ''}${category ? ` in ${category}` : ''}`,
  emptyHeading: 'No articles found',
  emptySearch: (term: string) => `No articles match your search "${term}"`,
  emptyCategory: 'No articles found in this category',
  clearFilters: 'Clear filters',
  previous: 'Previous',
  next: 'Next',
  byAuthor: (author: string) => `By ${author}`,
  publishedOn: (date: string) => `Published on ${date}`,
  updated: (date: string) => `Updated ${date}`,
  readTime: (minutes: number) => `${minutes} min read`,
  tableOfContents: 'Table of Contents',
  shareHeading: 'Share this article',
  relatedHeading: 'Related Articles',
  backToAll: 'Back to All Articles',
  backToBlogs: 'Back to Blogs',
} as const;

export const GLOBAL_ALERT_MESSAGES = {
  offline: 'You are currently offline. Please check your connection.',
  connection: 'Unable to connect to the server. Please try again later.',
  timeout: 'Request timed out. The server might be busy right now.',
  session: 'Your session has expired. Please log in again.',
  server: 'Server error. Our team has been notified.',
  other: 'An error occurred while fetching data.',
} as const;

export const SHELL_MESSAGES = {
  offlineBanner: 'You are currently offline. Some features may not be available.',
  sectionNotAvailable: 'This section is not available yet.',
  sectionFailed: (section: string) => `The ${section} section could not be loaded right now.`,
} as const;

/** The state-wise finder's texts. */
export const STATEWISE_MESSAGES = {
  title: 'State-wise JEE Mains College Finder',
  breadcrumb: 'State-wise Colleges',
  heading: (rank: string, stateLabel: string) => `All India Quota Seats for JEE Main Rank ${rank} in ${stateLabel}`,
  filterPlaceholder: (column: 'Institute' | 'Branch') => `Filter ${column} in page...`,
  filteredCount: (count: number) => `Showing ${count} filtered results`,
  clearAllFilters: 'Clear all filters',
  viewDetails: 'View details',
  hideDetails: 'Hide details',
  disclaimer: 'Actual cutoffs may vary with exam difficulty and seat availability. Use these results as a guide, not a guarantee.',
} as const;

