// Lingui's extraction (`npm run i18n:extract`): the texts of `i18n.t('…')` calls and of
// literals marked `/*i18n*/` go to one catalogue per area and language, src/locales/<area>/
// <lang>.po (docs/decisions/042). An area is a set of folders, so the public pages' catalogue
// holds only their texts, and a page fetches only its language's catalogues.
import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** Each catalogue's folders; a text found in two areas is in both. */
export const AREAS: Record<string, string[]> = {
  // The layouts, the shared pieces and what every page uses.
  shell: ['src/app', 'src/components/ui', 'src/lib', 'src/main.tsx'],
  auth: ['src/features/auth'],
  marketing: ['src/features/marketing'],
  spectator: ['src/features/spectator'],
  // The signed-in app, by feature.
  tournaments: ['src/features/tournaments', 'src/components/tournaments'],
  matches: [
    'src/features/matches',
    'src/features/brackets',
    'src/components/score-confirmation.tsx',
    'src/components/special-result-label.tsx',
  ],
  desk: [
    'src/features/desk',
    'src/features/check-in',
    'src/features/planner',
    'src/features/print',
    'src/components/check-in',
  ],
  people: [
    'src/features/dashboard',
    'src/features/players',
    'src/features/profile',
    'src/components/charts',
    'src/components/people',
    'src/components/medals-list.tsx',
    'src/components/qr-code.tsx',
  ],
  // The shared package's texts: validation messages the forms show and the server answers.
  validation: ['../../packages/shared/src'],
  // The server's texts: its answers' messages (the client translates them) and the mails.
  server: ['../server/src'],
};

/** Lingui's configuration (read by its CLI). */
const config: LinguiConfig = {
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'de'],
  fallbackLocales: { default: 'en' },
  // File names (no line numbers) say where a text is shown: the build bundles catalogues by them.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: Object.entries(AREAS).map(([area, include]) => ({
    path: `<rootDir>/src/locales/${area}/{locale}`,
    include: include.map((folder) => `<rootDir>/${folder}`),
    exclude: ['**/*.test.ts', '**/*.test.tsx', '**/test/**'],
  })),
};
export default config;
