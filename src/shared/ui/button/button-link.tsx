import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { buttonClasses, type ButtonLook } from './button-classes';

// Apart from button.tsx: a page started without the router (the guests' gallery) uses buttons, never these links.
export interface ButtonLinkProps extends ButtonLook, Omit<LinkProps, 'className'> {
  className?: string;
  icon?: ReactNode;
}

/** A link that looks like a button: for navigation ("Otevřít rezervaci"), never for an action. */
export function ButtonLink({ variant, size, fullWidth, icon, children, className, ...link }: ButtonLinkProps) {
  return (
    <Link {...link} className={buttonClasses({ variant, size, fullWidth }, className)}>
      {icon ? (
        <span className="ui-button__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span>{children}</span>
    </Link>
  );
}
