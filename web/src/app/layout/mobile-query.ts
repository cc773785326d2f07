/** Spec 1 §9: below 600 px the drawer is temporary (an overlay) and starts closed. */
export const MOBILE_QUERY = '(max-width: 599.98px)';
