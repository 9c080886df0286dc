/** The help centre's categories (spec section 2), in the order the filter shows them. */
export const HELP_CATEGORIES = [
  { value: 'all', label: 'All topics' },
  { value: 'getting-started', label: 'Getting Started' },
  { value: 'tournaments', label: 'Tournaments' },
  { value: 'players', label: 'Players' },
  { value: 'settings', label: 'Settings' },
  { value: 'billing', label: 'Billing' },
  { value: 'troubleshooting', label: 'Troubleshooting' },
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
    title: 'Create your account',
    summary:
      'Sign up as a player or an organizer, verify your email and sign in for the first time.',
  },
  {
    category: 'getting-started',
    title: 'A tour of your dashboard',
    summary: 'Your upcoming matches, recent tournaments and quick actions, all on one screen.',
  },
  {
    category: 'tournaments',
    title: 'Create a tournament',
    summary:
      'Choose singles, doubles or mixed, a format, dates, a location and the number of players.',
  },
  {
    category: 'tournaments',
    title: 'Knockout, round robin or swiss?',
    summary: 'How each format works, how brackets are seeded by rating and when to pick which.',
  },
  {
    category: 'tournaments',
    title: 'Enter and correct scores',
    summary:
      'Who may enter a score, how games to 11 win by 2 are checked, and how to fix a mistake.',
  },
  {
    category: 'players',
    title: 'How ratings work',
    summary:
      'Your 2.0 to 8.0 rating moves after every completed match; doubles use the team average.',
  },
  {
    category: 'players',
    title: 'Join a tournament',
    summary: 'Find an upcoming tournament with open spots, join it and see your first match.',
  },
  {
    category: 'settings',
    title: 'Edit your profile and photo',
    summary: 'Update your name, location, playing level and bio, and upload a picture up to 5 MB.',
  },
  {
    category: 'settings',
    title: 'Notification and privacy settings',
    summary: 'Choose which emails you get and who can see your rating, statistics and location.',
  },
  {
    category: 'billing',
    title: 'Plans and the Pro trial',
    summary: 'What Free and Pro include, and how the 14-day Pro trial works without a credit card.',
  },
  {
    category: 'billing',
    title: 'Change or cancel your plan',
    summary: 'Switch between monthly and yearly billing, or cancel Pro at the end of the period.',
  },
  {
    category: 'troubleshooting',
    title: 'I did not get the verification email',
    summary: 'Check your spam folder, then ask for a new link from the sign-in page.',
  },
  {
    category: 'troubleshooting',
    title: 'Scores are not updating',
    summary: 'Check your connection and reload the page; live updates reconnect on their own.',
  },
];

export const HELP_FAQS: HelpFaq[] = [
  {
    category: 'getting-started',
    question: 'Is Courtside free for players?',
    answer: 'Yes. Players sign up, join tournaments and follow their matches for free.',
  },
  {
    category: 'tournaments',
    question: 'How many players can a tournament have?',
    answer: 'Between 4 and 128 participants. Doubles and mixed teams are formed before the start.',
  },
  {
    category: 'tournaments',
    question: 'Can someone other than the organizer enter scores?',
    answer:
      'Yes. The two players of a match can, and the organizer can add score keepers to any match.',
  },
  {
    category: 'players',
    question: 'Why did my rating change after a loss?',
    answer:
      'Ratings weigh the strength of your opponents and the margin of victory, so a close loss to a stronger player costs little.',
  },
  {
    category: 'settings',
    question: 'Can I change my email address?',
    answer: 'Not yet: for security reasons the email of an account cannot be changed.',
  },
  {
    category: 'billing',
    question: 'Do you store my card details?',
    answer: 'No. Payments are handled by our payment provider; we never see your full card number.',
  },
  {
    category: 'troubleshooting',
    question: 'I forgot my password. What now?',
    answer: 'Use "Forgot password" on the sign-in page; we email you a link to choose a new one.',
  },
  {
    category: 'troubleshooting',
    question: 'The page looks broken on my phone.',
    answer:
      'Update your browser to its latest version and reload. If it persists, send us a message.',
  },
];

export const VIDEO_TUTORIALS = [
  { title: 'Courtside in 5 minutes', duration: '5:12' },
  { title: 'Running your first knockout tournament', duration: '9:40' },
  { title: 'Forming doubles teams by drag and drop', duration: '3:58' },
  { title: 'Live scoring from the court', duration: '4:25' },
];

export const DOWNLOADS = [
  { title: 'Tournament director checklist', format: 'PDF', size: '220 KB' },
  { title: 'Printable bracket sheets', format: 'PDF', size: '480 KB' },
  { title: 'Player registration template', format: 'CSV', size: '4 KB' },
];
