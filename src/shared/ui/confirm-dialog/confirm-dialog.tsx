import type { ReactNode } from 'react';
import { useAction } from '../../forms/use-action';
import { csUi } from '../../../texts/cs-ui';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** The question, naming what happens to what: „Smazat rezervaci Jany a Petra?“ */
  title: ReactNode;
  /** What follows from it, and anything the step needs (a note, the requests declined with it). */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** danger: deletes, declines or cancels something; primary: a weighty step that destroys nothing. */
  tone?: 'danger' | 'primary';
  /** Runs the step. A rejection keeps the dialog open with its Czech message and code; success closes it. */
  onConfirm(): Promise<unknown>;
}

/**
 * Asks before a destructive or weighty step. It opens on "Zrušit" (the safe answer, so a reflexive Enter destroys
 * nothing), cannot be closed while the step runs, and says why a step failed.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  // Mounted afresh at each opening, so a failure shown last time is gone.
  return props.isOpen ? <OpenConfirmDialog {...props} /> : null;
}

function OpenConfirmDialog({ onOpenChange, title, children, confirmLabel, cancelLabel = csUi.cancel, tone = 'danger', onConfirm }: ConfirmDialogProps) {
  const action = useAction(async () => {
    await onConfirm();
    return true;
  });
  const open = (next: boolean) => {
    if (action.pending) return;
    onOpenChange(next);
  };
  return (
    <Dialog
      isOpen
      onOpenChange={open}
      title={title}
      role="alertdialog"
      size="sm"
      isBusy={action.pending}
      footer={
        <>
          <Button variant="secondary" autoFocus isDisabled={action.pending} onPress={() => open(false)}>
            {cancelLabel}
          </Button>
          <Button variant={tone} isPending={action.pending} onPress={() => void action.run().then((done) => done && onOpenChange(false))}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {action.error ? <Alert tone="error" error={action.error} /> : null}
    </Dialog>
  );
}
