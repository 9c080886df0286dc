export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

/** The landing page's three static reviews (spec section 2): a director, a pro, a club owner. */
export const LANDING_TESTIMONIALS: Testimonial[] = [
  {
    quote:
      /*i18n*/ 'We ran a 96-player weekend on Courtside. Brackets built themselves, scores came in from every court, and nobody crowded the results board.',
    name: 'Sarah Mitchell',
    role: /*i18n*/ 'Tournament Director, Desert Sun Open',
  },
  {
    quote:
      /*i18n*/ 'My rating finally tells the truth about how I play. I check my matches between games and always know which court I am on next.',
    name: 'Marcus Chen',
    role: /*i18n*/ 'Pro Player',
  },
  {
    quote:
      /*i18n*/ 'Our club doubled its league nights in a season. Members sign up on their phones and I spend my evenings on the court, not on spreadsheets.',
    name: 'Linda Alvarez',
    role: /*i18n*/ 'Club Owner, Riverside Paddle Club',
  },
];

/** The pricing page's two reviews. */
export const PRICING_TESTIMONIALS: Testimonial[] = [
  {
    quote:
      /*i18n*/ 'Pro paid for itself at our first paid event: registration fees came in online and the live scores kept players and families at the venue.',
    name: 'James Okafor',
    role: /*i18n*/ 'Organizer, Lakeside Pickleball League',
  },
  {
    quote:
      /*i18n*/ 'We started on Free with our Tuesday round robins and moved to Pro when the club outgrew five tournaments. The switch took a minute.',
    name: 'Priya Natarajan',
    role: /*i18n*/ 'Club Manager, Summit Racquet Club',
  },
];
