import { expect, it } from 'vitest';
import { syncOncePer } from './live';

it('syncs once per request, and each time without one', async () => {
  let trips = 0;
  const sync = syncOncePer(async () => {
    trips += 1;
    return true;
  });
  const request = {};
  await Promise.all([sync(request), sync(request)]);
  await sync(request);
  expect(trips).toBe(1);
  await sync({});
  expect(trips).toBe(2);
  await sync();
  await sync();
  expect(trips).toBe(4);
});
