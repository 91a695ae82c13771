import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../spinner/spinner';
import { buttonClasses, type ButtonLook } from './button-classes';

export interface ButtonProps extends ButtonLook, Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  /** An icon before the label (decorative: the label names the action). */
  icon?: ReactNode;
  className?: string;
}

/**
 * A button (React Aria's: one press model for mouse, touch and keyboard, and a trigger for dialogs and menus). While
 * `isPending` it keeps its focus and label, shows a spinner, ignores presses and tells screen readers it is busy.
 */
export function Button({ variant, size, fullWidth, icon, children, className, isPending, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} isPending={isPending} className={buttonClasses({ variant, size, fullWidth }, className)}>
      {isPending ? <Spinner decorative /> : icon ? <span className="ui-button__icon" aria-hidden="true">{icon}</span> : null}
      <span>{children}</span>
    </AriaButton>
  );
}
