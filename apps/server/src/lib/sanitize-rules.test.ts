import { describe, expect, it } from 'vitest';
import { sanitizeRules } from './sanitize-rules';

describe('sanitizeRules', () => {
  it.each([
    [
      'keeps the allowed tags',
      '<h1>A</h1><h2>B</h2><h3>C</h3><p><strong>s</strong> <b>b</b> <em>e</em> <i>i</i><br>x</p>',
      '<h1>A</h1><h2>B</h2><h3>C</h3><p><strong>s</strong> <b>b</b> <em>e</em> <i>i</i><br>x</p>',
    ],
    ['drops script tags with their content', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['drops an unclosed script to the end', '<p>Hi</p><script>alert(1)', '<p>Hi</p>'],
    [
      'drops event handler attributes',
      '<p onclick="alert(1)" style="color:red">Hi</p>',
      '<p>Hi</p>',
    ],
    [
      'drops javascript: links but keeps their text',
      '<a href="javascript:alert(1)">Click</a>',
      'Click',
    ],
    ['drops images', '<img src=x onerror=alert(1)>Rules', 'Rules'],
    [
      'drops iframes and svg with content',
      '<iframe src="//evil"></iframe><svg><script>x</script></svg><p>ok</p>',
      '<p>ok</p>',
    ],
    [
      're-escapes text',
      '<p>3 &lt; 5 &amp; &quot;quoted&quot;</p>',
      '<p>3 &lt; 5 &amp; "quoted"</p>',
    ],
    ['escapes a bare angle bracket', 'a < b > c', 'a &lt; b &gt; c'],
    ['closes what it opens, in order', '<b><i>x</b> y', '<b><i>x</i></b> y'],
    ['ignores stray closing tags', '</b></h1>text', 'text'],
    ['lowercases tags', '<H2>Title</H2>', '<h2>Title</h2>'],
    ['drops comments', '<!-- <script>x</script> --><p>a</p>', '<p>a</p>'],
    ['unwraps divs and spans', '<div><span>Arrive early</span></div>', 'Arrive early'],
  ])('%s', (_, input, output) => {
    expect(sanitizeRules(input)).toBe(output);
  });

  it('returns an empty string when no text is left', () => {
    expect(sanitizeRules('<p><br></p>')).toBe('');
    expect(sanitizeRules('<script>only</script>')).toBe('');
    expect(sanitizeRules('<p>&nbsp;</p>')).toBe('');
  });
});
