/** A production build's external addresses, every one real (no reserved name): the build may go out. */
export const realLinks = {
  NEXT_PUBLIC_SUPPORT_EMAIL: 'support@linkwell.io',
  NEXT_PUBLIC_CAREERS_EMAIL: 'jobs@linkwell.io',
  NEXT_PUBLIC_PRIVACY_EMAIL: 'privacy@linkwell.io',
  NEXT_PUBLIC_APP_URL: 'https://app.linkwell.io/',
  NEXT_PUBLIC_CHECKOUT_BASIC_MONTHLY_URL: 'https://buy.stripe.com/basic-m',
  NEXT_PUBLIC_CHECKOUT_BASIC_ANNUAL_URL: 'https://buy.stripe.com/basic-a',
  NEXT_PUBLIC_CHECKOUT_PLUS_MONTHLY_URL: 'https://buy.stripe.com/plus-m',
  NEXT_PUBLIC_CHECKOUT_PLUS_ANNUAL_URL: 'https://buy.stripe.com/plus-a',
  NEXT_PUBLIC_CHECKOUT_PREMIUM_MONTHLY_URL: 'https://buy.stripe.com/premium-m',
  NEXT_PUBLIC_CHECKOUT_PREMIUM_ANNUAL_URL: 'https://buy.stripe.com/premium-a',
};
