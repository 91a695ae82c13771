import { useEffect, useState } from 'react';
import { TOKENS } from '../../../ports/tokens';
import { RichText } from '../../shared/rich-text/rich-text';
import { useService } from '../../shared/services/services-context';
import { csContractPortal } from '../../texts/cs-contract-portal';

/**
 * The contract's Markdown as HTML: rendered and sanitised by the SafeMarkdown port before it reaches the DOM, since
 * the template is written in the CMS. Until then (or should rendering fail) the plain text stands in, never raw HTML.
 */
export function PortalContractText({ text }: { text: string }) {
  const markdown = useService(TOKENS.SafeMarkdown);
  const [html, setHtml] = useState<{ text: string; html: string } | null>(null);

  useEffect(() => {
    let current = true;
    markdown.toSafeHtml(text).then(
      (rendered) => current && setHtml({ text, html: rendered }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [markdown, text]);

  return (
    // Focusable so a keyboard can scroll a long contract (the region scrolls on its own).
    <div className="portal-contract-text" role="region" aria-label={csContractPortal.textLabel} tabIndex={0}>
      {html?.text === text ? <RichText html={html.html} /> : <pre className="portal-contract-plain">{text}</pre>}
    </div>
  );
}
