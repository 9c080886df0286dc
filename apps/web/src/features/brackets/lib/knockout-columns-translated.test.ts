import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '@/lib/i18n';
import { KIM, LEE, played } from '@/test/match-fixtures';
import { byeName, knockoutMatchName, matchCardName } from './knockout-columns';

// The bracket's names in a loaded language (issue 29). A test file of its own: the page's
// language is module state.
describe('knockout names in Spanish', () => {
  beforeAll(() => loadLocale('es', ['app']));

  it('names the matches, their state and the byes from the catalogue', () => {
    expect(knockoutMatchName(3, 1, 3)).toBe('Final');
    expect(knockoutMatchName(2, 2, 3)).toBe('Semifinal 2');
    expect(knockoutMatchName(1, 5, 4)).toBe('Ronda 1, partido 5');
    const done = played(KIM, LEE, [
      [11, 7],
      [11, 9],
    ]);
    expect(matchCardName(done, 'Cuartos de final 1')).toBe(
      'Cuartos de final 1: Kim Lobber 11-7, 11-9 Lee Volley, Ganó Kim Lobber',
    );
    expect(byeName('Semifinal 1', null)).toBe('Semifinal 1: un cabeza de serie queda exento');
  });
});
