import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

// Before the first measurement (and in jsdom, which lays nothing out) a grid assumes a phone-sized window.
export const FALLBACK_WIDTH = 360;

export interface GridBox<E extends HTMLElement> {
  /** The grid's own element: its width decides the columns, its top where row 0 starts in the window's scroll. */
  ref: RefObject<E | null>;
  /** The element's width, or FALLBACK_WIDTH before it is measured. */
  width: number;
  /** Where row 0 starts in the window's scroll: a row's translateY is `item.start - scrollMargin`. */
  scrollMargin: number;
}

/** The width and the scroll offset of a grid's element, measured again whenever it resizes. */
export function useGridBox<E extends HTMLElement>(): GridBox<E> {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(0);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      setWidth(element.clientWidth);
      setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width: width || FALLBACK_WIDTH, scrollMargin };
}

/**
 * Rows of a grid virtualised over the window's scroll (TanStack Virtual): only the rows near the viewport are in the
 * DOM, so a gallery of 1,000 photos costs what one of 30 does. The viewer's grid and the desk's photo grid share it.
 * Rows whose height depends on their content are measured once rendered: give each row
 * `ref={virtualizer.measureElement}` and `data-index={item.index}`.
 */
export function useWindowRows(count: number, estimate: (index: number) => number, scrollMargin: number, overscan = 3): Virtualizer<Window, Element> {
  return useWindowVirtualizer({
    count,
    estimateSize: estimate,
    overscan,
    scrollMargin,
    initialRect: { width: FALLBACK_WIDTH, height: 800 },
    // A row that is not laid out (jsdom, a hidden tab) measures 0: keeping the estimate stops every row collapsing
    // onto one offset, where the virtualiser would pick an arbitrary first row.
    measureElement: (element) => element.getBoundingClientRect().height || estimate(Number(element.getAttribute('data-index'))),
  });
}
