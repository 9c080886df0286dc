import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCORING_FORMATS } from '@courtside/shared/domain/competition/scoring';
import { loadLocale } from '@/lib/i18n';
import { matchCount } from './matches-page-days';
import { ScoreFeedback } from './score-feedback';

// The matches area in a loaded language (issue 29): the catalogue's texts, their values and
// plurals. A test file of its own: the page's language is module state.
describe('Matches in German', () => {
  beforeAll(() => loadLocale('de', ['app']));

  it("counts matches with the language's plural and number format", () => {
    expect(matchCount(1)).toBe('1 Spiel');
    expect(matchCount(1200)).toBe('1.200 Spiele');
  });

  it('says where the entered score stands', () => {
    render(
      <ScoreFeedback
        games={[
          [11, 5],
          [11, 7],
        ]}
        messages={[]}
        format={SCORING_FORMATS['best-of-3-to-11']}
        names={['Kim Lobber', 'Lee Volley']}
      />,
    );
    expect(
      screen.getByText(
        'Kim Lobber gewinnt das Spiel 2-0. Mit dem Speichern ist das Spiel beendet.',
      ),
    ).toBeInTheDocument();
  });
});
