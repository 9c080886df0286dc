export interface LegalSection {
  title: string;
  paragraphs: string[];
}

/** Both legal texts carry the date of spec section 2. */
export const LEGAL_LAST_UPDATED = 'December 15, 2024';

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    title: 'Information we collect',
    paragraphs: [
      'Account details you give us: your name, email address, password (stored only as a secure hash) and account type.',
      'Profile details you choose to add: location, playing level, bio, preferred hand, years playing, favorite shot and a profile picture.',
      'Tournament activity: the tournaments you create or join, your matches, scores and the rating computed from them.',
      'Technical data: the requests your browser makes, kept in server logs for security and troubleshooting.',
    ],
  },
  {
    title: 'How we use your information',
    paragraphs: [
      'To run your account and your tournaments: brackets, schedules, live scores, rankings and ratings.',
      'To send the emails the service needs, such as verification, password reset and the updates you ask for in your notification settings.',
      'To answer the messages you send us, and to keep the service secure and working.',
    ],
  },
  {
    title: 'What others can see',
    paragraphs: [
      'Your privacy settings decide who sees your profile, rating, statistics and location. Your name and results appear in the tournaments you take part in, to their organizers and participants.',
    ],
  },
  {
    title: 'Sharing',
    paragraphs: [
      'We do not sell your personal information. We share it only with providers that help us run the service (hosting, email delivery, payments), under contracts that limit their use of it, or when the law requires us to.',
    ],
  },
  {
    title: 'Cookies and local storage',
    paragraphs: [
      'We keep your sign-in session in your browser’s local storage. We do not use advertising cookies or third-party trackers.',
    ],
  },
  {
    title: 'Retention and your rights',
    paragraphs: [
      'We keep your information while your account is open. You can export your data from your profile at any time, and ask us to correct or delete it; deleting your account removes your personal information, while anonymous match results may stay in past brackets.',
    ],
  },
  {
    title: 'Security',
    paragraphs: [
      'Passwords are hashed, sessions can be revoked, and all traffic to our service is encrypted in production. No system is perfectly secure, and we will tell you promptly if a breach affects your data.',
    ],
  },
  {
    title: 'Children',
    paragraphs: [
      'Courtside is not meant for children under 13, and we do not knowingly collect their information.',
    ],
  },
  {
    title: 'Changes and contact',
    paragraphs: [
      'When we change this policy we update the date above and, for significant changes, tell you by email. Questions about your privacy are welcome through our contact page.',
    ],
  },
];

export const TERMS_SECTIONS: LegalSection[] = [
  {
    title: 'Acceptance of these terms',
    paragraphs: [
      'By creating an account or using Courtside you agree to these terms. If you use Courtside for a club or organization, you accept them on its behalf.',
    ],
  },
  {
    title: 'Your account',
    paragraphs: [
      'Give accurate information, keep your password to yourself and tell us at once if you think someone else used your account. You are responsible for what happens under your account.',
    ],
  },
  {
    title: 'Acceptable use',
    paragraphs: [
      'Do not break the law, harass other players, enter false scores on purpose, try to get around security or limits, or overload the service. We may suspend accounts that do.',
    ],
  },
  {
    title: 'Your content',
    paragraphs: [
      'You keep the rights to what you add, such as tournament details, rules and photos, and give us permission to host and show it as needed to run the service.',
    ],
  },
  {
    title: 'Plans, fees and price changes',
    paragraphs: [
      'The Free plan costs nothing. Pro is billed monthly or yearly in advance and renews until you cancel; a cancelled plan stays active until the end of the paid period.',
      'We may change our prices. We will give you at least 30 days’ notice before a price change applies to you, so you can cancel before it takes effect.',
    ],
  },
  {
    title: 'Availability',
    paragraphs: [
      'We work hard to keep Courtside available, but the service is provided “as is” and may occasionally be interrupted for maintenance or reasons beyond our control.',
    ],
  },
  {
    title: 'Limitation of liability',
    paragraphs: [
      'To the extent the law allows, Courtside is not liable for indirect or consequential losses, and our total liability for any claim is capped at the fees you paid us in the last 12 months before the claim.',
    ],
  },
  {
    title: 'Ending the agreement',
    paragraphs: [
      'You can close your account at any time. We may suspend or close accounts that break these terms, and will tell you why unless the law prevents it.',
    ],
  },
  {
    title: 'Changes and contact',
    paragraphs: [
      'We may update these terms; the date above shows the latest version, and we will tell you about significant changes in advance. Questions are welcome through our contact page.',
    ],
  },
];
