import type { ReactNode } from 'react';
import { Button as AriaButton, Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { csUi } from '../../../texts/cs-ui';
import { UiLocale } from '../locale/ui-locale';

export interface DialogProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  title: ReactNode;
  children: ReactNode;
  /** The dialog's buttons, under its content (the main one last, as the eye ends there). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** `alertdialog` for a question that interrupts (ConfirmDialog); no close button, no closing by a click outside. */
  role?: 'dialog' | 'alertdialog';
  /** While an action runs the dialog stays: no Esc, no click outside, no close button. */
  isBusy?: boolean;
}

/**
 * A modal dialog (React Aria): focus moves in and stays in, Esc and a click outside close it, and focus returns to
 * what opened it. Open it from a Button's onPress with state the page keeps.
 */
export function Dialog({ isOpen, onOpenChange, title, children, footer, size = 'md', role = 'dialog', isBusy = false }: DialogProps) {
  const closable = role === 'dialog' && !isBusy;
  return (
    <UiLocale>
      <ModalOverlay
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isDismissable={closable}
        isKeyboardDismissDisabled={isBusy}
        className="ui-dialog-overlay"
      >
        <Modal className={`ui-dialog-modal ui-dialog-modal--${size}`}>
          <AriaDialog role={role} className="ui-dialog" aria-busy={isBusy || undefined}>
            <header className="ui-dialog__header">
              <Heading slot="title" className="ui-dialog__title">
                {title}
              </Heading>
              {closable ? (
                <AriaButton slot="close" className="ui-dialog__close" aria-label={csUi.close}>
                  <span aria-hidden="true">×</span>
                </AriaButton>
              ) : null}
            </header>
            <div className="ui-dialog__body">{children}</div>
            {footer ? <footer className="ui-dialog__footer">{footer}</footer> : null}
          </AriaDialog>
        </Modal>
      </ModalOverlay>
    </UiLocale>
  );
}
