import { beforeAll, describe, expect, it } from 'vitest';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { loadLocale } from '@/lib/i18n';
import { eligibilitySummary, ownEntryText } from './event-labels';
import { startSummary } from './start-summary';

beforeAll(() => loadLocale('es', ['app']));

const tournament = (fields: Partial<TournamentDetail>) =>
  ({
    type: 'singles',
    format: 'knockout',
    numGroups: 1,
    teams: [],
    participants: [],
    ...fields,
  }) as TournamentDetail;

describe('the tournaments catalogue in Spanish (issue 29)', () => {
  it("words a start's summary whole, with its own plural", () => {
    const players = Array.from({ length: 8 }, (_, i) => ({ userId: `p${i}` }));
    expect(startSummary(tournament({ participants: players as never }))).toBe(
      'Se generará un cuadro de eliminación directa para 8 jugadores y se cerrarán las inscripciones. Esto no se puede deshacer.',
    );
    const teams = [{ id: 't1' }];
    expect(
      startSummary(tournament({ type: 'doubles', format: 'swiss', teams: teams as never })),
    ).toBe(
      'Se generará la primera ronda del sistema suizo para 1 equipo y se cerrarán las inscripciones. Esto no se puede deshacer.',
    );
  });

  it("says an event's eligibility and the viewer's place in line", () => {
    expect(eligibilitySummary({ minRating: null, maxRating: null, minAge: 50, maxAge: null })).toBe(
      '50+ años',
    );
    expect(ownEntryText({ isParticipant: false, waitlistPosition: 2 })).toBe(
      'En lista de espera: puesto 2',
    );
  });
});
