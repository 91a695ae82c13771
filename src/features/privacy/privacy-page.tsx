import { useLoaderData } from 'react-router-dom';
import { formatDate } from '../../../domain/formatting/czech';
import { TOKENS } from '../../../ports/tokens';
import type { PageLoaderContext } from '../../shared/routing/page-module';
import { RichText } from '../../shared/rich-text/rich-text';
import { PageMeta } from '../../shared/seo/page-meta';
import { csContent } from '../../texts/cs-content';
import { PrivacyFacts } from './privacy-facts';
import { PRIVACY_PAGE_PATH } from '../../../domain/privacy/processors';

export async function loader({ services }: PageLoaderContext) {
  return { policy: await services.get(TOKENS.ContentBackend).getPrivacyPolicy() };
}

export function Component() {
  const { policy } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  return (
    <article className="section prose">
      <PageMeta title={csContent.privacy.title} description={csContent.privacy.description} path={PRIVACY_PAGE_PATH} />
      <h1>{policy.title}</h1>
      <p className="muted">
        {csContent.privacy.updated}: <time dateTime={policy.updatedAt}>{formatDate(policy.updatedAt.slice(0, 10))}</time>
      </p>
      <RichText html={policy.bodyHtml} />
      <PrivacyFacts />
    </article>
  );
}
