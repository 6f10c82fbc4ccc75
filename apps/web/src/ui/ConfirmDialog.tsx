import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { FormattedMessage } from 'react-intl';
import { Spinner } from './Spinner';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  busy?: boolean;
  destructive?: boolean;
  /** Why the last try failed, shown inside the dialog (the confirm button tries again). */
  error?: ReactNode;
  testId: string;
}

/** Every destructive or money action asks first (DESIGN.md), with progress on its button. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, busy = false, destructive = false, error, testId }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog glass dialog--small" data-testid={testId}>
          <AlertDialog.Title className="dialog__title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="dialog__text">{description}</AlertDialog.Description>
          {error && !busy && (
            <p className="dialog-error" role="alert" data-testid={`${testId}-error`}>
              {error}
            </p>
          )}
          <div className="dialog__actions">
            <AlertDialog.Cancel className="button button--ghost" disabled={busy}>
              <FormattedMessage id="common.cancel" />
            </AlertDialog.Cancel>
            <button
              className={`button ${destructive ? 'button--danger' : 'button--primary'}`}
              type="button"
              onClick={onConfirm}
              disabled={busy}
              aria-busy={busy}
              data-testid={`${testId}-confirm`}
            >
              {busy && <Spinner />}
              {error && !busy ? <FormattedMessage id="common.retry" /> : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
