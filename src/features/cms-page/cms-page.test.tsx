import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoContent } from '../../../adapters/memory/demo-content/demo-content';
import { renderApp } from '../../../tests/support/render-app';

// The HTML arrives sanitised from the content adapter (adapters/strapi/strapi-content-backend.test.ts proves the
// Strapi edge cleans an editor's scripts); the page renders it as the editor structured it.
const page = {
  ...demoContent.pages[0]!,
  slug: 'stranka-z-cms',
  title: 'Stránka z CMS',
  bodyHtml: '<h2>Úvod</h2><p>Text s <a href="https://example.cz">odkazem</a>.</p><ul><li>jedna</li><li>dvě</li></ul>',
};

describe('CMS page', () => {
  it('renders the editor HTML with its headings, links and lists under the page title', async () => {
    renderApp('/stranka-z-cms', { content: { ...demoContent, pages: [page] } });
    await screen.findByRole('heading', { level: 1, name: 'Stránka z CMS' });
    expect(screen.getByRole('heading', { level: 2, name: 'Úvod' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'odkazem' })).toHaveAttribute('href', 'https://example.cz');
    expect(screen.getByText('jedna').closest('ul')?.querySelectorAll('li')).toHaveLength(2);
  });
});
