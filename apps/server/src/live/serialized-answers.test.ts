import { expect, it } from 'vitest';
import { z } from 'zod';
import { acceptsGzip, SerializedAnswers } from './serialized-answers';

const schema = z.object({ data: z.object({ name: z.string() }) });

it('serializes once per set of source objects, through the schema', () => {
  const answers = new SerializedAnswers();
  const cached = { name: 'Spring Open', secret: 'not in the schema' };
  let builds = 0;
  const build = () => {
    builds += 1;
    return { data: cached };
  };
  expect(answers.json([cached], schema, build)).toBe('{"data":{"name":"Spring Open"}}');
  expect(answers.json([cached], schema, build)).toBe('{"data":{"name":"Spring Open"}}');
  expect(builds).toBe(1);
  // Another object (the cache replaced a stale one), or another companion: built again.
  expect(answers.json([{ name: 'Fall Open' }], schema, build)).toContain('Spring Open');
  const other = {};
  answers.json([cached, other], schema, build);
  answers.json([cached, {}], schema, build);
  expect(builds).toBe(4);
});

it('refuses an answer its schema does not accept, as the response serializer does', () => {
  const answers = new SerializedAnswers();
  expect(() => answers.json([{}], schema, () => ({ data: { name: 42 } }))).toThrow(
    /does not match its schema/,
  );
});

it.each([
  ['gzip, deflate, br, zstd', true],
  ['br;q=1.0, gzip;q=0.8', true],
  ['GZIP', true],
  ['*', true],
  ['gzip;q=0', false],
  ['gzip;q=0.000, *', false],
  ['*;q=0', false],
  ['deflate, br', false],
  ['identity', false],
  ['', false],
  [undefined, false],
])('reads Accept-Encoding %j as accepting gzip: %s', (header, accepts) => {
  expect(acceptsGzip(header)).toBe(accepts);
});
