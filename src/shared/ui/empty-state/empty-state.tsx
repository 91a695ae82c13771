import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  /** What to do about it ("Přidat rezervaci ručně", "Zrušit filtr"). */
  action?: ReactNode;
  /** The heading's level in the page's outline. */
  level?: 2 | 3;
}

/** Says that a list or a view has nothing to show, and why, and what to do next. */
export function EmptyState({ title, children, action, level = 2 }: EmptyStateProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="ui-empty-state">
      <svg className="ui-empty-state__icon" width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="none" stroke="currentColor" strokeWidth="1.5" d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5" />
      </svg>
      <Heading className="ui-empty-state__title">{title}</Heading>
      {children ? <div className="ui-empty-state__text">{children}</div> : null}
      {action ? <div className="ui-empty-state__action">{action}</div> : null}
    </div>
  );
}
