import { intlLocale } from '@/lib/i18n';

/**
 * The plans of spec sections 1 and 9. Marketing copy only: nothing enforces
 * them (spec section 1), so they live here rather than in packages/shared.
 */
export const PRO_PRICE = { monthly: 29, yearly: 290 } as const;
export type BillingPeriod = keyof typeof PRO_PRICE;

/** "Save 17%": a year of Pro against twelve months paid monthly. */
export const YEARLY_SAVING_PERCENT = Math.round(
  (1 - PRO_PRICE.yearly / (PRO_PRICE.monthly * 12)) * 100,
);

export const TRIAL_DAYS = 14;
export const FREE_TOURNAMENT_LIMIT = 5;

/**
 * Whole dollars in the page's language ("$29", "29 $"). Not lib/format.ts's formatMoney: that
 * follows a signed-in user's preferences and brings the date code into the public pages' budget.
 */
export const formatPrice = (amount: number): string =>
  new Intl.NumberFormat(intlLocale(), {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount);

/**
 * The values the plan texts below take ({limit}, {days}, {percent}, {monthlyPrice},
 * {yearlyPrice}), prices in the page's language; every text is translated where it is shown,
 * `i18n.t(text, pricingValues())`.
 */
export const pricingValues = () => ({
  limit: FREE_TOURNAMENT_LIMIT,
  days: TRIAL_DAYS,
  percent: YEARLY_SAVING_PERCENT,
  monthlyPrice: formatPrice(PRO_PRICE.monthly),
  yearlyPrice: formatPrice(PRO_PRICE.yearly),
});

export const FREE_FEATURES = [
  /*i18n*/ 'Up to {limit} tournaments',
  /*i18n*/ 'Basic formats',
  /*i18n*/ 'Basic support',
];

export const PRO_FEATURES = [
  /*i18n*/ 'Unlimited tournaments',
  /*i18n*/ 'Real-time scoring',
  /*i18n*/ 'Custom branding',
  /*i18n*/ 'Advanced analytics',
  /*i18n*/ 'Payment processing',
  /*i18n*/ 'Priority support',
  /*i18n*/ 'API access',
  /*i18n*/ 'Data export',
];

/** Rows of the comparison table: true/false for a tick or a cross, text otherwise. */
export const COMPARISON: { feature: string; free: boolean | string; pro: boolean | string }[] = [
  { feature: /*i18n*/ 'Tournaments', free: /*i18n*/ 'Up to {limit}', pro: /*i18n*/ 'Unlimited' },
  { feature: /*i18n*/ 'Basic formats', free: true, pro: true },
  { feature: /*i18n*/ 'Real-time scoring', free: false, pro: true },
  { feature: /*i18n*/ 'Custom branding', free: false, pro: true },
  { feature: /*i18n*/ 'Advanced analytics', free: false, pro: true },
  { feature: /*i18n*/ 'Payment processing', free: false, pro: true },
  { feature: /*i18n*/ 'API access', free: false, pro: true },
  { feature: /*i18n*/ 'Data export', free: false, pro: true },
  { feature: /*i18n*/ 'Support', free: /*i18n*/ 'Basic', pro: /*i18n*/ 'Priority' },
];

export const PRICING_FAQS = [
  {
    question: /*i18n*/ 'Can I try Pro before paying?',
    answer:
      /*i18n*/ 'Yes. Every new organizer can try Pro free for {days} days, with no credit card required. When the trial ends you stay on Free unless you choose to upgrade.',
  },
  {
    question: /*i18n*/ 'What happens when I reach {limit} tournaments on Free?',
    answer:
      /*i18n*/ 'Your tournaments, players and results stay exactly where they are. To create more than {limit}, upgrade to Pro.',
  },
  {
    question: /*i18n*/ 'Can I switch between monthly and yearly billing?',
    answer:
      /*i18n*/ 'Yes, at any time. Yearly billing costs {yearlyPrice} a year, about {percent}% less than paying monthly.',
  },
  {
    question: /*i18n*/ 'Can I cancel at any time?',
    answer:
      /*i18n*/ 'Yes. Pro stays active until the end of the period you paid for, then your account moves to Free. Your data is kept.',
  },
  {
    question: /*i18n*/ 'Do players need a paid plan to join tournaments?',
    answer:
      /*i18n*/ 'No. Players sign up, join tournaments and follow their matches for free. Plans are for the people who run tournaments.',
  },
  {
    question: /*i18n*/ 'Which payment methods do you accept?',
    answer:
      /*i18n*/ 'All major credit and debit cards. Clubs that need an invoice can ask our sales team.',
  },
  {
    question: /*i18n*/ 'Will the price change?',
    answer:
      /*i18n*/ 'If we ever change our prices, we tell you at least 30 days before the change applies to you, as our terms of service promise.',
  },
  {
    question: /*i18n*/ 'Do you offer discounts for clubs, schools or non-profits?',
    answer:
      /*i18n*/ 'Yes. Contact sales with a few words about your organization and we will find a plan that fits.',
  },
];
