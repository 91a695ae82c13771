import { useLoaderData } from 'react-router-dom';
import { formatDate } from '../../../domain/formatting/czech';
import { TOKENS } from '../../../ports/tokens';
import type { PageLoaderContext } from '../../shared/routing/page-module';
import { pageNotFound } from '../../shared/routing/route-errors';
import { RichText } from '../../shared/rich-text/rich-text';
import { PageMeta } from '../../shared/seo/page-meta';
import { csContent } from '../../texts/cs-content';

export async function loader({ params, path, services }: PageLoaderContext) {
  const page = await services.get(TOKENS.ContentBackend).getPage(params.slug ?? '');
  if (!page) pageNotFound(path);
  return { page };
}

export function Component() {
  const { page } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  return (
    <article className="section prose">
      <PageMeta
        title={page.seo?.metaTitle ?? page.title}
        description={page.seo?.metaDescription ?? page.title}
        path={`/${page.slug}`}
        image={page.seo?.shareImage}
        type="article"
        noIndex={page.seo?.noIndex ?? false}
      />
      <h1>{page.title}</h1>
      <p className="muted">
        {csContent.cmsPage.updated}: <time dateTime={page.updatedAt}>{formatDate(page.updatedAt.slice(0, 10))}</time>
      </p>
      <RichText html={page.bodyHtml} />
    </article>
  );
}
