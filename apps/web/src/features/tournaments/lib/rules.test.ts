import { describe, expect, it } from 'vitest';
import { RULES_PREVIEW_LENGTH } from '@courtside/shared/constants';
import { isRulesEmpty, rulesPreview, rulesText, sanitizeRules } from './rules';

describe('sanitizeRules (docs/decisions/003)', () => {
  it.each([
    ['<h2>Rules</h2><script>alert(1)</script>', '<h2>Rules</h2>'],
    ['<p onclick="steal()">Play</p>', '<p>Play</p>'],
    ['<p><a href="javascript:alert(1)">link</a></p>', '<p>link</p>'],
    [
      '<p style="color:red"><strong>Bold</strong><em>It</em><br></p>',
      '<p><strong>Bold</strong><em>It</em><br></p>',
    ],
    ['<div><img src=x onerror=alert(1)>Text</div>', 'Text'],
    ['<h1>A</h1><h3>B</h3><b>c</b><i>d</i>', '<h1>A</h1><h3>B</h3><b>c</b><i>d</i>'],
  ])('%s -> %s', (input, expected) => {
    expect(sanitizeRules(input)).toBe(expected);
  });
});

describe('rules text and preview', () => {
  it('puts a space between blocks and decodes entities', () => {
    expect(rulesText('<h2>Rules</h2><p>Fish &amp; chips<br>after</p>')).toBe(
      'Rules Fish & chips after',
    );
  });

  it('cuts at the preview length with an ellipsis, and leaves short rules whole', () => {
    const long = `<p>${'a'.repeat(RULES_PREVIEW_LENGTH + 50)}</p>`;
    expect(rulesPreview(long)).toBe(`${'a'.repeat(RULES_PREVIEW_LENGTH)}...`);
    expect(rulesPreview('<p>Short</p>')).toBe('Short');
  });

  it.each([
    [null, true],
    ['', true],
    ['<p><br></p>', true],
    ['<p>x</p>', false],
  ])('isRulesEmpty(%j) is %s', (html, expected) => {
    expect(isRulesEmpty(html)).toBe(expected);
  });
});
