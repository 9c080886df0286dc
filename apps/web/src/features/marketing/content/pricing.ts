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

export const FREE_FEATURES = [
  `Up to ${FREE_TOURNAMENT_LIMIT} tournaments`,
  'Basic formats',
  'Basic support',
];

export const PRO_FEATURES = [
  'Unlimited tournaments',
  'Real-time scoring',
  'Custom branding',
  'Advanced analytics',
  'Payment processing',
  'Priority support',
  'API access',
  'Data export',
];

/** Rows of the comparison table: true/false for a tick or a cross, text otherwise. */
export const COMPARISON: { feature: string; free: boolean | string; pro: boolean | string }[] = [
  { feature: 'Tournaments', free: `Up to ${FREE_TOURNAMENT_LIMIT}`, pro: 'Unlimited' },
  { feature: 'Basic formats', free: true, pro: true },
  { feature: 'Real-time scoring', free: false, pro: true },
  { feature: 'Custom branding', free: false, pro: true },
  { feature: 'Advanced analytics', free: false, pro: true },
  { feature: 'Payment processing', free: false, pro: true },
  { feature: 'API access', free: false, pro: true },
  { feature: 'Data export', free: false, pro: true },
  { feature: 'Support', free: 'Basic', pro: 'Priority' },
];

export const PRICING_FAQS = [
  {
    question: 'Can I try Pro before paying?',
    answer: `Yes. Every new organizer can try Pro free for ${TRIAL_DAYS} days, with no credit card required. When the trial ends you stay on Free unless you choose to upgrade.`,
  },
  {
    question: `What happens when I reach ${FREE_TOURNAMENT_LIMIT} tournaments on Free?`,
    answer: `Your tournaments, players and results stay exactly where they are. To create more than ${FREE_TOURNAMENT_LIMIT}, upgrade to Pro.`,
  },
  {
    question: 'Can I switch between monthly and yearly billing?',
    answer: `Yes, at any time. Yearly billing costs $${PRO_PRICE.yearly} a year, about ${YEARLY_SAVING_PERCENT}% less than paying monthly.`,
  },
  {
    question: 'Can I cancel at any time?',
    answer:
      'Yes. Pro stays active until the end of the period you paid for, then your account moves to Free. Your data is kept.',
  },
  {
    question: 'Do players need a paid plan to join tournaments?',
    answer:
      'No. Players sign up, join tournaments and follow their matches for free. Plans are for the people who run tournaments.',
  },
  {
    question: 'Which payment methods do you accept?',
    answer: 'All major credit and debit cards. Clubs that need an invoice can ask our sales team.',
  },
  {
    question: 'Will the price change?',
    answer:
      'If we ever change our prices, we tell you at least 30 days before the change applies to you, as our terms of service promise.',
  },
  {
    question: 'Do you offer discounts for clubs, schools or non-profits?',
    answer:
      'Yes. Contact sales with a few words about your organization and we will find a plan that fits.',
  },
];
