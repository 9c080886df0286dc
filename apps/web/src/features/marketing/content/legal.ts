export interface LegalSection {
  title: string;
  paragraphs: string[];
}

/** Both legal texts carry the date of spec section 2 (December 15, 2024), shown in the page's language. */
export const LEGAL_LAST_UPDATED = Date.UTC(2024, 11, 15);

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    title: /*i18n*/ 'Information we collect',
    paragraphs: [
      /*i18n*/ 'Account details you give us: your name, email address, password (stored only as a secure hash) and account type.',
      /*i18n*/ 'Profile details you choose to add: location, playing level, bio, preferred hand, years playing, favorite shot and a profile picture.',
      /*i18n*/ 'Tournament activity: the tournaments you create or join, your matches, scores and the rating computed from them.',
      /*i18n*/ 'Technical data: the requests your browser makes, kept in server logs for security and troubleshooting.',
    ],
  },
  {
    title: /*i18n*/ 'How we use your information',
    paragraphs: [
      /*i18n*/ 'To run your account and your tournaments: brackets, schedules, live scores, rankings and ratings.',
      /*i18n*/ 'To send the emails the service needs, such as verification, password reset and the updates you ask for in your notification settings.',
      /*i18n*/ 'To answer the messages you send us, and to keep the service secure and working.',
    ],
  },
  {
    title: /*i18n*/ 'What others can see',
    paragraphs: [
      /*i18n*/ 'Your privacy settings decide who sees your profile, rating, statistics and location. Your name and results appear in the tournaments you take part in, to their organizers and participants.',
    ],
  },
  {
    title: /*i18n*/ 'Sharing',
    paragraphs: [
      /*i18n*/ 'We do not sell your personal information. We share it only with providers that help us run the service (hosting, email delivery, payments), under contracts that limit their use of it, or when the law requires us to.',
    ],
  },
  {
    title: /*i18n*/ 'Cookies and local storage',
    paragraphs: [
      /*i18n*/ 'We keep your sign-in session in your browser’s local storage. We do not use advertising cookies or third-party trackers.',
    ],
  },
  {
    title: /*i18n*/ 'Retention and your rights',
    paragraphs: [
      /*i18n*/ 'We keep your information while your account is open. You can export your data from your profile at any time, and ask us to correct or delete it; deleting your account removes your personal information, while anonymous match results may stay in past brackets.',
    ],
  },
  {
    title: /*i18n*/ 'Security',
    paragraphs: [
      /*i18n*/ 'Passwords are hashed, sessions can be revoked, and all traffic to our service is encrypted in production. No system is perfectly secure, and we will tell you promptly if a breach affects your data.',
    ],
  },
  {
    title: /*i18n*/ 'Children',
    paragraphs: [
      /*i18n*/ 'Courtside is not meant for children under 13, and we do not knowingly collect their information.',
    ],
  },
  {
    title: /*i18n*/ 'Changes and contact',
    paragraphs: [
      /*i18n*/ 'When we change this policy we update the date above and, for significant changes, tell you by email. Questions about your privacy are welcome through our contact page.',
    ],
  },
];

export const TERMS_SECTIONS: LegalSection[] = [
  {
    title: /*i18n*/ 'Acceptance of these terms',
    paragraphs: [
      /*i18n*/ 'By creating an account or using Courtside you agree to these terms. If you use Courtside for a club or organization, you accept them on its behalf.',
    ],
  },
  {
    title: /*i18n*/ 'Your account',
    paragraphs: [
      /*i18n*/ 'Give accurate information, keep your password to yourself and tell us at once if you think someone else used your account. You are responsible for what happens under your account.',
    ],
  },
  {
    title: /*i18n*/ 'Acceptable use',
    paragraphs: [
      /*i18n*/ 'Do not break the law, harass other players, enter false scores on purpose, try to get around security or limits, or overload the service. We may suspend accounts that do.',
    ],
  },
  {
    title: /*i18n*/ 'Your content',
    paragraphs: [
      /*i18n*/ 'You keep the rights to what you add, such as tournament details, rules and photos, and give us permission to host and show it as needed to run the service.',
    ],
  },
  {
    title: /*i18n*/ 'Plans, fees and price changes',
    paragraphs: [
      /*i18n*/ 'The Free plan costs nothing. Pro is billed monthly or yearly in advance and renews until you cancel; a cancelled plan stays active until the end of the paid period.',
      /*i18n*/ 'We may change our prices. We will give you at least 30 days’ notice before a price change applies to you, so you can cancel before it takes effect.',
    ],
  },
  {
    title: /*i18n*/ 'Availability',
    paragraphs: [
      /*i18n*/ 'We work hard to keep Courtside available, but the service is provided “as is” and may occasionally be interrupted for maintenance or reasons beyond our control.',
    ],
  },
  {
    title: /*i18n*/ 'Limitation of liability',
    paragraphs: [
      /*i18n*/ 'To the extent the law allows, Courtside is not liable for indirect or consequential losses, and our total liability for any claim is capped at the fees you paid us in the last 12 months before the claim.',
    ],
  },
  {
    title: /*i18n*/ 'Ending the agreement',
    paragraphs: [
      /*i18n*/ 'You can close your account at any time. We may suspend or close accounts that break these terms, and will tell you why unless the law prevents it.',
    ],
  },
  {
    title: /*i18n*/ 'Changes and contact',
    paragraphs: [
      /*i18n*/ 'We may update these terms; the date above shows the latest version, and we will tell you about significant changes in advance. Questions are welcome through our contact page.',
    ],
  },
];
