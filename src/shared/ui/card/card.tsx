import { useId, type ReactNode } from 'react';

export interface CardProps {
  /** With a title the card is a region named by it (a landmark in the booking page's outline). */
  title?: ReactNode;
  level?: 2 | 3;
  /** Beside the title: a badge, a menu, a small button. */
  actions?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  /** `article` for one thing among many (a booking in a phone's card list); `section` otherwise. */
  as?: 'section' | 'article' | 'div';
  className?: string;
}

/** A white panel on the page, with an optional header and footer. */
export function Card({ title, level = 2, actions, footer, children, as = 'section', className }: CardProps) {
  const titleId = useId();
  const Root = as;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Root className={`ui-card${className ? ` ${className}` : ''}`} aria-labelledby={title && as !== 'div' ? titleId : undefined}>
      {title || actions ? (
        <header className="ui-card__header">
          {title ? (
            <Heading id={titleId} className="ui-card__title">
              {title}
            </Heading>
          ) : null}
          {actions ? <div className="ui-card__actions">{actions}</div> : null}
        </header>
      ) : null}
      <div className="ui-card__body">{children}</div>
      {footer ? <footer className="ui-card__footer">{footer}</footer> : null}
    </Root>
  );
}
