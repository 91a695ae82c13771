import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from './strapi-sanitise-html';

function sanitised(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitiseHtml(html);
  return container;
}

const hostile = `
  <h2>Nadpis</h2>
  <p onclick="alert(1)">Text <a href="javascript:alert(2)">odkaz</a> <a href="https://example.cz" target="_blank">venku</a></p>
  <script>alert(3)</script>
  <img src="x" onerror="alert(4)" alt="obrázek">
  <svg onload="alert(5)"><circle r="1"/></svg>
  <iframe src="https://evil.example"></iframe>
  <p style="position:fixed">styl</p>
`;

describe('CMS HTML sanitised at the Strapi edge', () => {
  it('removes scripts, event handlers, javascript: links, svg and iframes but keeps the content', () => {
    const container = sanitised(hostile);
    const html = container.innerHTML;
    expect(container.querySelector('script, svg, iframe, style')).toBeNull();
    expect(html).not.toMatch(/onerror|onload|onclick|javascript:|style=/i);
    expect(container.querySelector('h2')?.textContent).toBe('Nadpis');
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('obrázek');
    const link = container.querySelector('a:not([href])');
    expect(link?.textContent).toBe('odkaz');
  });

  it('adds rel="noopener noreferrer" to links opening a new tab', () => {
    const container = sanitised(hostile);
    expect(container.querySelector('a[target="_blank"]')).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
