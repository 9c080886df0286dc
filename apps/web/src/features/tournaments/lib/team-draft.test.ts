import { describe, expect, it } from 'vitest';
import { detail, participantsOf, person } from '@/test/tournament-fixtures';
import { initialDraft, movePlayer, teamDisplayName, toSaveInput, unassigned } from './team-draft';

const alex = person(1, 'Alex Rivera', 4.5);
const sam = person(2, 'Sam Lee', 3.0);
const kim = person(3, 'Kim Park', 3.5);
const people = new Map([alex, sam, kim].map((p) => [p.id, p]));
const tournament = detail({ type: 'doubles', participants: participantsOf([alex, sam, kim]) });

describe('team draft', () => {
  it('starts with as many empty teams as the participants can fill', () => {
    const draft = initialDraft(tournament);
    expect(draft).toHaveLength(1);
    expect(draft[0]!.playerIds).toEqual([]);
    expect(unassigned(tournament.participants, draft)).toHaveLength(3);
  });

  it('starts from the saved teams, keeping a custom name', () => {
    const draft = initialDraft({
      ...tournament,
      teams: [
        { id: 't1', name: 'Kitchen Kings', playerIds: [alex.id, sam.id], players: [alex, sam] },
      ],
    });
    expect(draft).toEqual([
      { key: 't1', name: 'Kitchen Kings', isNameEdited: true, playerIds: [alex.id, sam.id] },
    ]);
  });

  it('moves a player between teams and the pool, at most two per team', () => {
    let teams = initialDraft(tournament);
    const key = teams[0]!.key;
    teams = movePlayer(teams, alex.id, { kind: 'team', key })!;
    teams = movePlayer(teams, sam.id, { kind: 'team', key })!;
    expect(teams[0]!.playerIds).toEqual([alex.id, sam.id]);
    expect(movePlayer(teams, kim.id, { kind: 'team', key })).toBeNull();
    teams = movePlayer(teams, alex.id, { kind: 'pool' })!;
    expect(teams[0]!.playerIds).toEqual([sam.id]);
  });

  it('names a full team after its players unless the user named it, and saves full teams only', () => {
    const teams = [
      { key: 'a', name: '', isNameEdited: false, playerIds: [alex.id, sam.id] },
      { key: 'b', name: '', isNameEdited: false, playerIds: [kim.id] },
      { key: 'c', name: 'Dink Squad', isNameEdited: true, playerIds: [kim.id, sam.id] },
    ];
    expect(teamDisplayName(teams[0]!, 0, people)).toBe('Alex & Sam');
    expect(teamDisplayName(teams[1]!, 1, people)).toBe('Team 2');
    expect(toSaveInput(teams, people)).toEqual({
      teams: [
        { name: 'Alex & Sam', playerIds: [alex.id, sam.id] },
        { name: 'Dink Squad', playerIds: [kim.id, sam.id] },
      ],
    });
  });
});
