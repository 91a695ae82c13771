import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A short label in a tone ("Záloha po splatnosti", "3 poptávky"); the words carry the meaning, the colour helps. */
export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={`ui-badge ui-badge--${tone}${className ? ` ${className}` : ''}`}>{children}</span>;
}
