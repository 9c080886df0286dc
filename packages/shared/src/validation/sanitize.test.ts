import { describe, expect, it } from 'vitest';
import { hasControlCharacters, stripHtml, stripHtmlDeep } from './sanitize';

describe('stripHtml', () => {
  it.each([
    ['<b>Bold</b> move', 'Bold move'],
    ['<script>alert(1)</script>Hi', 'alert(1)Hi'],
    ['<img src=x onerror=alert(1)>Pic', 'Pic'],
    ['3 < 5 and 6 > 4', '3 < 5 and 6 > 4'],
    ['plain', 'plain'],
    // Nesting must not rebuild a tag once the inner one is removed (audit finding).
    ['<<img src=x onerror=alert(1)>img src=x onerror=alert(1)>', ''],
    ['<<b>script>alert(1)<</b>/script>', 'alert(1)'],
    ['Pic <img src=x onerror=alert(1)', 'Pic img src=x onerror=alert(1)'],
    ['<<<<<<b>b>b>b>b>b>x', 'bx'],
  ])('%j -> %j', (input, output) => {
    expect(stripHtml(input)).toBe(output);
  });

  it('never leaves a tag, however the input nests them', () => {
    const payloads = ['<img src=x>', '<script>', '<svg onload=alert(1)>', '</a>', '<!-->'];
    for (const outer of payloads) {
      for (const inner of payloads) {
        const nested = outer.slice(0, 1) + inner + outer.slice(1);
        expect(stripHtml(nested)).not.toMatch(/<[a-zA-Z!/?]/);
      }
    }
  });

  it('is quick on input built to fight it', () => {
    const hostile = '<'.repeat(50_000) + 'b' + '>'.repeat(50_000);
    expect(stripHtml(hostile)).not.toMatch(/<[a-zA-Z!/?]/);
  });
});

describe('hasControlCharacters', () => {
  it.each([
    ['null byte', 'a\u0000b', true, true],
    ['escape', '\u001b[31m', true, true],
    ['right-to-left override', 'abc\u202Etxt.exe', true, true],
    ['line break', 'a\nb', true, false],
    ['tab', 'a\tb', true, false],
    ['accents and emoji', 'Zoë 🏓', false, false],
  ])('%s', (_name, value, inLine, inMultiline) => {
    expect(hasControlCharacters(value)).toBe(inLine);
    expect(hasControlCharacters(value, { isMultiline: true })).toBe(inMultiline);
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

  it("keeps a key named __proto__ as an own key, never as the copy's prototype (issue 22.1)", () => {
    const input = JSON.parse('{"__proto__":{"isAdmin":true},"constructor":"<b>x</b>"}') as object;
    const copy = stripHtmlDeep(input) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect((copy as { isAdmin?: unknown }).isAdmin).toBeUndefined();
    expect(Object.entries(copy)).toEqual([
      ['__proto__', { isAdmin: true }],
      ['constructor', 'x'],
    ]);
  });
});
