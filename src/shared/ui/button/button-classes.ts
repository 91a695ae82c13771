export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';
export type ButtonSize = 'sm' | 'md';

export interface ButtonLook {
  /** primary: the one main action of a view; secondary: the others; danger: destroys or cancels; quiet: minor. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches to its container's width (phone layouts). */
  fullWidth?: boolean;
}

export function buttonClasses({ variant = 'secondary', size = 'md', fullWidth = false }: ButtonLook, extra?: string): string {
  return ['ui-button', `ui-button--${variant}`, `ui-button--${size}`, fullWidth ? 'ui-button--full' : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}
