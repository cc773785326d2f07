import i18n from 'i18next';
import { signupEn } from '../../i18n/signup-en';
import { signupEs } from '../../i18n/signup-es';
import { signupPt } from '../../i18n/signup-pt';

/**
 * The texts of /signup, /term and /privacy in all three languages, as the namespace `signup`: they travel in
 * these pages' chunk, not in the first load (tests/e2e/web-first-load.e2e.test.ts), and a namespace of its own
 * leaves the English and Spanish catalogues to load as they always do (lib/i18n.ts).
 */
export const SIGNUP_NS = 'signup';
for (const [language, texts] of [
  ['pt', signupPt],
  ['en', signupEn],
  ['es', signupEs],
] as const) {
  i18n.addResourceBundle(language, SIGNUP_NS, texts, true, true);
}
