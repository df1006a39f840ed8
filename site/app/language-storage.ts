/** Where the visitor's explicit language choice is stored (spec section 3). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
