// The data the throughput benchmarks read, seeded through the API of a running server
// (bench/lib.mjs's PORT): a list of tournaments with one of them filled, and a started
// knockout whose bracket is read.
import { request, signUp } from './lib.mjs';

const ok = (res, what) => {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${res.body}`);
  return res;
};

/** An organizer, `count` tournaments through the API, and the first filled with 16 players. */
export async function seedTournaments(count) {
  const organizer = await signUp('Bench Organizer', 'organizer');
  const cities = ['Austin, TX', 'Denver, CO', 'Portland, OR', 'Miami, FL', 'Naples, FL'];
  const kinds = ['Open', 'Classic', 'Cup', 'Slam', 'Invitational'];
  let fullId;
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    const res = ok(
      await request(
        'POST',
        '/api/tournaments',
        {
          name: `${cities[i % 5].split(',')[0]} ${kinds[(i >> 2) % 5]} #${i + 1}`,
          location: cities[i % 5],
          category: 'men',
          type: ['singles', 'doubles', 'mixed'][i % 3],
          format: ['knockout', 'round-robin', 'swiss'][i % 3],
          startDate: new Date(Date.UTC(2027, i % 12, 1 + (i % 28))).toISOString(),
          maxParticipants: 16,
        },
        organizer.headers,
      ),
      'seeding',
    );
    if (i === 0) fullId = JSON.parse(res.body).data.id;
  }
  for (let i = 0; i < 16; i += 1) {
    const player = await signUp(`Bench Player ${i}`, 'player');
    ok(await request('POST', `/api/tournaments/${fullId}/join`, undefined, player.headers), 'join');
  }
  console.log(`seeded ${count} tournaments in ${Math.round(performance.now() - started)} ms`);
  return { fullId, organizer };
}

/** A knockout of `players` who joined, started by `organizer` (its first round drawn). */
export async function seedKnockout(organizer, players) {
  const started = performance.now();
  const created = ok(
    await request(
      'POST',
      '/api/tournaments',
      {
        name: `Bench Knockout ${players}`,
        location: 'Austin, TX',
        category: 'men',
        type: 'singles',
        format: 'knockout',
        startDate: '2027-04-10T09:00:00.000Z',
        maxParticipants: Math.max(4, players),
        courtCount: 16,
      },
      organizer.headers,
    ),
    'create knockout',
  );
  const id = JSON.parse(created.body).data.id;
  for (let i = 0; i < players; i += 1) {
    const player = await signUp(`Knockout Player ${i + 1}`, 'player');
    ok(await request('POST', `/api/tournaments/${id}/join`, undefined, player.headers), 'join');
  }
  ok(await request('POST', `/api/tournaments/${id}/start`, undefined, organizer.headers), 'start');
  console.log(
    `seeded a ${players}-player knockout in ${Math.round(performance.now() - started)} ms`,
  );
  return id;
}
