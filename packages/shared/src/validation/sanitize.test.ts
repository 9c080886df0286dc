import { describe, expect, it } from 'vitest';
import { stripHtml, stripHtmlDeep } from './sanitize';

describe('stripHtml', () => {
  it.each([
    ['<b>Bold</b> move', 'Bold move'],
    ['<script>alert(1)</script>Hi', 'alert(1)Hi'],
    ['<img src=x onerror=alert(1)>Pic', 'Pic'],
    ['3 < 5 and 6 > 4', '3 < 5 and 6 > 4'],
    ['plain', 'plain'],
  ])('%j -> %j', (input, output) => {
    expect(stripHtml(input)).toBe(output);
  });
});

describe('stripHtmlDeep', () => {
  it('strips nested strings but keeps passwords, tokens, ids and rich-text rules', () => {
    const input = {
      name: '<i>Robin</i>',
      password: '<Pass>1!',
      confirmPassword: '<Pass>1!',
      token: '<abc>',
      id: '<id>',
      rules: '<h2>Rules</h2>',
      nested: { bio: '<p>Hello</p>', tags: ['<b>a</b>', 'b'] },
      count: 3,
      isActive: true,
      nothing: null,
    };
    expect(stripHtmlDeep(input)).toEqual({
      name: 'Robin',
      password: '<Pass>1!',
      confirmPassword: '<Pass>1!',
      token: '<abc>',
      id: '<id>',
      rules: '<h2>Rules</h2>',
      nested: { bio: 'Hello', tags: ['a', 'b'] },
      count: 3,
      isActive: true,
      nothing: null,
    });
  });

  it('does not touch the input', () => {
    const input = { name: '<b>x</b>' };
    stripHtmlDeep(input);
    expect(input.name).toBe('<b>x</b>');
  });
});
