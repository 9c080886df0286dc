import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '@/lib/i18n';
import { detail } from '@/test/tournament-fixtures';
import { FormatSummarySettings } from './format-summary-settings';

const lines = () => screen.getAllByRole('term').map((term) => term.parentElement?.textContent);

describe('FormatSummarySettings in German (issue 29)', () => {
  beforeAll(() => loadLocale('de', ['app']));

  it('speaks the page language, with the scoring option as one message', () => {
    render(
      <FormatSummarySettings
        tournament={detail({ scoringFormat: 'best-of-3-to-15', scoringSystem: 'side-out' })}
      />,
    );
    expect(lines()).toEqual([
      'Zählweise: Best of 3 Sätze bis 15, Side-out-Zählweise',
      'Plätze: 4',
      'Pause zwischen Spielen: 15 Min.',
      'Spiel um Platz 3: ja',
    ]);
  });
});
