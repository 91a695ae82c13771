import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('turns the five markup characters into entities, ampersands first so nothing is escaped twice', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;');
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });

  it('leaves Czech text, line breaks and non-breaking spaces as they are', () => {
    expect(escapeHtml('Žluťoučký kůň\n45\u00A0000\u00A0Kč')).toBe('Žluťoučký kůň\n45\u00A0000\u00A0Kč');
  });

  it('makes a value safe inside a quoted attribute', () => {
    expect(escapeHtml('" onmouseover="x')).not.toContain('"');
    expect(escapeHtml("' onmouseover='x")).not.toContain("'");
  });
});
