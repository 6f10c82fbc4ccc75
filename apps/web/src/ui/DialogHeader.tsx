import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { useIntl } from 'react-intl';
import { X, type LucideIcon } from 'lucide-react';

interface DialogHeaderProps {
  /** The dialog's icon tile beside the title; none for a plain header. */
  icon?: LucideIcon;
  title: ReactNode;
  description: ReactNode;
  /** Extra class on the description (e.g. a layout of its own). */
  descriptionClassName?: string;
  /** The close button is disabled while the dialog's request is on its way. */
  closeDisabled?: boolean;
}

/** The head every dialog shares: icon, title, description (Radix labels the dialog with both) and the close button. */
export function DialogHeader({ icon: Icon, title, description, descriptionClassName, closeDisabled = false }: DialogHeaderProps) {
  const intl = useIntl();
  return (
    <header className="dialog__head">
      {Icon && <span className="card__icon" aria-hidden><Icon size={20} strokeWidth={1.75} /></span>}
      <div className="dialog__heading">
        <Dialog.Title className="dialog__title">{title}</Dialog.Title>
        <Dialog.Description className={descriptionClassName ? `dialog__text ${descriptionClassName}` : 'dialog__text'}>{description}</Dialog.Description>
      </div>
      <Dialog.Close className="dialog__close" aria-label={intl.formatMessage({ id: 'common.close' })} disabled={closeDisabled}>
        <X size={18} strokeWidth={1.75} aria-hidden />
      </Dialog.Close>
    </header>
  );
}
