import { describe, expect, it } from 'vitest';
import { markPrerenderedHead, readHydration, removePrerenderedHead } from './hydration';

function documentWith(head: string, body: string): Document {
  const doc = document.implementation.createHTMLDocument('');
  doc.head.innerHTML = head;
  doc.body.innerHTML = body;
  return doc;
}

const data = { loaderData: { home: { a: 1 } }, actionData: null, errors: null };

describe('hydration data of a prerendered page', () => {
  it('is read only at the address the page was rendered for (404.html is served at any address)', () => {
    const doc = documentWith('', `<script type="application/json" id="router-hydration">${JSON.stringify({ path: '/cenik', router: data })}</script>`);
    expect(readHydration(doc, '/cenik')).toEqual(data);
    expect(readHydration(doc, '/jina-adresa')).toBeNull();
    expect(readHydration(documentWith('', '<script type="application/json" id="router-hydration">{nope</script>'), '/cenik')).toBeNull();
    expect(readHydration(documentWith('', ''), '/cenik')).toBeNull();
  });

  it('drops the prerendered head elements, and only those, when a page renders from scratch', () => {
    const doc = documentWith(
      `<meta charset="utf-8"><link rel="stylesheet" href="/a.css">${markPrerenderedHead('<title>404</title><meta name="robots" content="noindex">')}<link rel="modulepreload" href="/b.js">`,
      '',
    );
    removePrerenderedHead(doc);
    expect(doc.head.innerHTML).toBe('<meta charset="utf-8"><link rel="stylesheet" href="/a.css"><link rel="modulepreload" href="/b.js">');
  });
});
