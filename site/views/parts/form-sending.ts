/** What failed is logged for the owner (spec section 8); the visitor gets the toast. */
export function logSendError(error: unknown) {
  console.error('The form could not be sent:', error);
}

/** The mail client loads with the first send, not with the page. */
export const loadEmail = () => import('../../services/email');
