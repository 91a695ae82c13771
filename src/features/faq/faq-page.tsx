import { useLoaderData } from 'react-router-dom';
import type { FaqItem } from '../../../domain/content/faq';
import { TOKENS } from '../../../ports/tokens';
import type { PageLoaderContext } from '../../shared/routing/page-module';
import { JsonLd } from '../../shared/seo/json-ld';
import { PageMeta } from '../../shared/seo/page-meta';
import { csContent } from '../../texts/cs-content';

export async function loader({ services }: PageLoaderContext) {
  return { faq: await services.get(TOKENS.ContentBackend).listFaq() };
}

export function faqJsonLd(items: readonly FaqItem[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.join('\n\n') },
    })),
  };
}

function groupByCategory(items: readonly FaqItem[]): Array<[string, FaqItem[]]> {
  const groups = new Map<string, FaqItem[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups.entries()];
}

export function Component() {
  const { faq } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  return (
    <article className="section faq">
      <PageMeta title={csContent.faq.title} description={csContent.faq.description} path="/faq" />
      <JsonLd data={faqJsonLd(faq)} />
      <h1>{csContent.faq.heading}</h1>
      {groupByCategory(faq).map(([category, items]) => (
        <section key={category} aria-label={category}>
          <h2>{category}</h2>
          {items.map((item) => (
            <details key={item.id} id={`dotaz-${item.id}`}>
              <summary>{item.question}</summary>
              {item.answer.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </details>
          ))}
        </section>
      ))}
    </article>
  );
}
