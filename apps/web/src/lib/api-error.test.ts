import { describe, expect, it } from 'vitest';
import { loadLocale } from '@/lib/i18n';
import { ERROR_MESSAGES, mapErrorResponse } from './api-error';

const inTeam = {
  message: 'Ann already has a partner in this event',
  code: 'CONFLICT',
  messageId: '{name} already has a partner in this event',
  values: { name: 'Ann' },
  field: 'partnerId',
};

// Issue 29: the server answers English (with a template for a message with values); the client
// shows it, and its own messages, in the page's language.
describe('server messages in the page language', () => {
  it('English: the server message as it came, the own messages as they are', () => {
    const error = mapErrorResponse(409, inTeam);
    expect(error.message).toBe('Ann already has a partner in this event');
    expect(error.fieldErrors).toEqual({ partnerId: 'Ann already has a partner in this event' });
    expect(mapErrorResponse(500, {}).message).toBe(ERROR_MESSAGES.server);
  });

  it('German: the template translated and filled, the own messages translated', async () => {
    await loadLocale('de', ['app']);
    const error = mapErrorResponse(409, inTeam);
    expect(error.message).toBe('Ann hat in diesem Wettbewerb schon einen Partner');
    expect(error.serverMessage).toBe('Ann hat in diesem Wettbewerb schon einen Partner');
    expect(mapErrorResponse(401, { message: 'x', code: 'UNAUTHORIZED' }).message).toBe(
      'Ungültige Anmeldedaten. Bitte prüfen Sie Ihre E-Mail-Adresse und Ihr Passwort.',
    );
    expect(
      mapErrorResponse(400, { message: 'Malformed JSON in request body', code: 'BAD_REQUEST' })
        .message,
    ).toBe('Fehlerhaftes JSON im Anfragetext');
    // A message the catalogue does not have stays as the server sent it.
    expect(mapErrorResponse(404, { message: 'Nope', code: 'NOT_FOUND' }).message).toBe('Nope');
  });
});
