export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

/** The landing page's three static reviews (spec section 2): a director, a pro, a club owner. */
export const LANDING_TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'We ran a 96-player weekend on Courtside. Brackets built themselves, scores came in from every court, and nobody crowded the results board.',
    name: 'Sarah Mitchell',
    role: 'Tournament Director, Desert Sun Open',
  },
  {
    quote:
      'My rating finally tells the truth about how I play. I check my matches between games and always know which court I am on next.',
    name: 'Marcus Chen',
    role: 'Pro Player',
  },
  {
    quote:
      'Our club doubled its league nights in a season. Members sign up on their phones and I spend my evenings on the court, not on spreadsheets.',
    name: 'Linda Alvarez',
    role: 'Club Owner, Riverside Paddle Club',
  },
];

/** The pricing page's two reviews. */
export const PRICING_TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'Pro paid for itself at our first paid event: registration fees came in online and the live scores kept players and families at the venue.',
    name: 'James Okafor',
    role: 'Organizer, Lakeside Pickleball League',
  },
  {
    quote:
      'We started on Free with our Tuesday round robins and moved to Pro when the club outgrew five tournaments. The switch took a minute.',
    name: 'Priya Natarajan',
    role: 'Club Manager, Summit Racquet Club',
  },
];
