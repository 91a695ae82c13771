import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ISLAND_ATTRIBUTE } from '../../shared/islands/island';

/**
 * The islands' links are plain `<a href>` (a content page has no router). Inside the full app a click on one is
 * followed in place, as React Router's Link would: the same exceptions (modifier keys, other targets, other origins).
 */
export function useInAppLinks(): (event: MouseEvent) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest(`[${ISLAND_ATTRIBUTE}]`)) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
}
