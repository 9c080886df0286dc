import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answer, ok } from '@/test/msw';
import { api } from './api-client';
import { ApiError } from './api-error';
import { readAnswer } from './read-answer';

const schema = z.object({ data: z.object({ id: z.string() }) });

describe('readAnswer', () => {
  it('returns the answer its schema reads', async () => {
    answer('get', '/things/1', () => ok({ id: 't1' }));
    const response = await api.get('/things/1');
    expect(readAnswer(schema, response.data).data.id).toBe('t1');
  });

  it("turns an answer that is not what was promised into 'Invalid response from server'", async () => {
    answer('get', '/things/1', () => ok({ name: 'no id' }));
    const response = await api.get('/things/1');
    let thrown: unknown;
    try {
      readAnswer(schema, response.data);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).message).toBe('Invalid response from server');
    expect((thrown as ApiError).canRetry).toBe(true);
  });
});
