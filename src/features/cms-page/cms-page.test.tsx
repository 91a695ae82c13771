import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoContent } from '../../../adapters/memory/demo-content/demo-content';
import { renderApp } from '../../../tests/support/render-app';

const hostilePage = {
  ...demoContent.pages[0]!,
  slug: 'nebezpecna-stranka',
  title: 'Stránka z CMS',
  bodyHtml:
    '<p>Úvod</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2" alt="foto">' +
    '<a href="javascript:window.__xss=3">klikni</a><svg onload="window.__xss = 4"><rect /></svg>',
};

describe('CMS page', () => {
  it('renders editor HTML without scripts, handlers, javascript: links or svg', async () => {
    const { container } = renderApp('/nebezpecna-stranka', { content: { ...demoContent, pages: [hostilePage] } });
    await screen.findByRole('heading', { level: 1, name: 'Stránka z CMS' });
    const article = container.querySelector('article')!;
    expect(article.querySelector('script, svg')).toBeNull();
    expect(article.innerHTML).not.toMatch(/onerror|onload|javascript:/i);
    expect(screen.getByText('Úvod')).toBeInTheDocument();
    expect(screen.getByText('klikni')).not.toHaveAttribute('href');
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});
