import type { signupPt } from './signup-pt';

export const signupEn: typeof signupPt = {
  title: 'Sign up',
  subtitle: 'Free 7-day trial, no card needed.',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  password: 'Password',
  plan: 'Plan',
  choosePlan: 'Choose a plan',
  planOption: '{{name}} · {{value}}/month',
  planDetails: '{{users}} users · {{connections}} connections · {{queues}} queues',
  submit: 'Sign up',
  haveAccount: 'Already have an account?',
  login: 'Log in',
  success: 'Signed up! Log in with your email and password.',
  plansFailed: 'Could not load the list of records',
  legal: {
    back: 'Back to login',
    loadFailed: 'Could not load the text.',
  },
  subscription: {
    title: 'Subscription',
    trial: 'Trial period',
    daysLeft: '{{count}} day(s) left',
    billingEmail: 'Billing email',
    subscribe: 'Subscribe Now!',
    subscribeHint: 'Payment is made through the invoice, in Financial.',
  },
};
