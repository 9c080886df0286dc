/** The help centre's categories (spec section 2), in the order the filter shows them. */
export const HELP_CATEGORIES = [
  { value: 'all', label: /*i18n*/ 'All topics' },
  { value: 'getting-started', label: /*i18n*/ 'Getting Started' },
  { value: 'tournaments', label: /*i18n*/ 'Tournaments' },
  { value: 'players', label: /*i18n*/ 'Players' },
  { value: 'settings', label: /*i18n*/ 'Settings' },
  { value: 'billing', label: /*i18n*/ 'Billing' },
  { value: 'troubleshooting', label: /*i18n*/ 'Troubleshooting' },
] as const;

export type HelpCategory = Exclude<(typeof HELP_CATEGORIES)[number]['value'], 'all'>;
export type HelpCategoryFilter = HelpCategory | 'all';

export interface HelpArticle {
  category: HelpCategory;
  title: string;
  summary: string;
}

export interface HelpFaq {
  category: HelpCategory;
  question: string;
  answer: string;
}

export const HELP_ARTICLES: HelpArticle[] = [
  {
    category: 'getting-started',
    title: /*i18n*/ 'Create your account',
    summary:
      /*i18n*/ 'Sign up as a player or an organizer, verify your email and sign in for the first time.',
  },
  {
    category: 'getting-started',
    title: /*i18n*/ 'A tour of your dashboard',
    summary:
      /*i18n*/ 'Your upcoming matches, recent tournaments and quick actions, all on one screen.',
  },
  {
    category: 'tournaments',
    title: /*i18n*/ 'Create a tournament',
    summary:
      /*i18n*/ 'Choose singles, doubles or mixed, a format, dates, a location and the number of players.',
  },
  {
    category: 'tournaments',
    title: /*i18n*/ 'Knockout, round robin or swiss?',
    summary:
      /*i18n*/ 'How each format works, how brackets are seeded by rating and when to pick which.',
  },
  {
    category: 'tournaments',
    title: /*i18n*/ 'Enter and correct scores',
    summary:
      /*i18n*/ 'Who may enter a score, how games to 11 win by 2 are checked, and how to fix a mistake.',
  },
  {
    category: 'players',
    title: /*i18n*/ 'How ratings work',
    summary:
      /*i18n*/ 'Your 2.0 to 8.0 rating moves after every completed match; doubles use the team average.',
  },
  {
    category: 'players',
    title: /*i18n*/ 'Join a tournament',
    summary:
      /*i18n*/ 'Find an upcoming tournament with open spots, join it and see your first match.',
  },
  {
    category: 'settings',
    title: /*i18n*/ 'Edit your profile and photo',
    summary:
      /*i18n*/ 'Update your name, location, playing level and bio, and upload a picture up to 5 MB.',
  },
  {
    category: 'settings',
    title: /*i18n*/ 'Notification and privacy settings',
    summary:
      /*i18n*/ 'Choose which emails you get and who can see your rating, statistics and location.',
  },
  {
    category: 'billing',
    title: /*i18n*/ 'Plans and the Pro trial',
    summary:
      /*i18n*/ 'What Free and Pro include, and how the 14-day Pro trial works without a credit card.',
  },
  {
    category: 'billing',
    title: /*i18n*/ 'Change or cancel your plan',
    summary:
      /*i18n*/ 'Switch between monthly and yearly billing, or cancel Pro at the end of the period.',
  },
  {
    category: 'troubleshooting',
    title: /*i18n*/ 'I did not get the verification email',
    summary: /*i18n*/ 'Check your spam folder, then ask for a new link from the sign-in page.',
  },
  {
    category: 'troubleshooting',
    title: /*i18n*/ 'Scores are not updating',
    summary:
      /*i18n*/ 'Check your connection and reload the page; live updates reconnect on their own.',
  },
];

export const HELP_FAQS: HelpFaq[] = [
  {
    category: 'getting-started',
    question: /*i18n*/ 'Is Courtside free for players?',
    answer: /*i18n*/ 'Yes. Players sign up, join tournaments and follow their matches for free.',
  },
  {
    category: 'tournaments',
    question: /*i18n*/ 'How many players can a tournament have?',
    answer:
      /*i18n*/ 'Between 4 and 128 participants. Doubles and mixed teams are formed before the start.',
  },
  {
    category: 'tournaments',
    question: /*i18n*/ 'Can someone other than the organizer enter scores?',
    answer:
      /*i18n*/ 'Yes. The two players of a match can, and the organizer can add score keepers to any match.',
  },
  {
    category: 'players',
    question: /*i18n*/ 'Why did my rating change after a loss?',
    answer:
      /*i18n*/ 'Ratings weigh the strength of your opponents and the margin of victory, so a close loss to a stronger player costs little.',
  },
  {
    category: 'settings',
    question: /*i18n*/ 'Can I change my email address?',
    answer: /*i18n*/ 'Not yet: for security reasons the email of an account cannot be changed.',
  },
  {
    category: 'billing',
    question: /*i18n*/ 'Do you store my card details?',
    answer:
      /*i18n*/ 'No. Payments are handled by our payment provider; we never see your full card number.',
  },
  {
    category: 'troubleshooting',
    question: /*i18n*/ 'I forgot my password. What now?',
    answer:
      /*i18n*/ 'Use "Forgot password" on the sign-in page; we email you a link to choose a new one.',
  },
  {
    category: 'troubleshooting',
    question: /*i18n*/ 'The page looks broken on my phone.',
    answer:
      /*i18n*/ 'Update your browser to its latest version and reload. If it persists, send us a message.',
  },
];

export const VIDEO_TUTORIALS = [
  { title: /*i18n*/ 'Courtside in 5 minutes', duration: '5:12' },
  { title: /*i18n*/ 'Running your first knockout tournament', duration: '9:40' },
  { title: /*i18n*/ 'Forming doubles teams by drag and drop', duration: '3:58' },
  { title: /*i18n*/ 'Live scoring from the court', duration: '4:25' },
];

export const DOWNLOADS = [
  { title: /*i18n*/ 'Tournament director checklist', format: 'PDF', size: '220 KB' },
  { title: /*i18n*/ 'Printable bracket sheets', format: 'PDF', size: '480 KB' },
  { title: /*i18n*/ 'Player registration template', format: 'CSV', size: '4 KB' },
];
