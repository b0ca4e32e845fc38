// Tunables and fixed lists only the accounts remote uses.
export const LOGIN_REDIRECT_MS = 500;
export const VERIFY_REDIRECT_MS = 1500;
export const RESET_REDIRECT_MS = 3000;

/** The 28 Indian states plus Chandigarh, offered on sign-up. */
export const SIGNUP_STATES = [
  'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chandigarh', 'Chhattisgarh', 'Goa', 'Gujarat',
  'Haryana', 'Himachal Pradesh', 'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra',
  'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha', 'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu',
  'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal',
] as const;
