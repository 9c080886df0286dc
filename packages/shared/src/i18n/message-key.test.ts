import { describe, expect, it } from 'vitest';
import { messageKey } from './message-key';

describe('messageKey', () => {
  it('is short, stable and tells texts apart', () => {
    expect(messageKey('Save Changes')).toBe(messageKey('Save Changes'));
    expect(messageKey('Save Changes')).not.toBe(messageKey('Save changes'));
    expect(messageKey('Save Changes')).toMatch(/^[0-9a-z]{1,7}$/);
    expect(messageKey('')).toMatch(/^[0-9a-z]+$/);
  });
});
