import { createContext, useContext, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Toast } from 'radix-ui';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { STORAGE_KEYS } from '../lib/storage';
import './toaster.css';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Milliseconds: 5,000 by default, 8,000 for the referral toast. */
  duration?: number;
}

interface ShownToast extends ToastInput {
  key: number;
}

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/** One toast at a time (a new one replaces the current), 5 s, swipe right 50 px, F8 focuses the viewport. */
export function Toaster({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const [open, setOpen] = useState(false);

  const showToast = useCallback((toast: ToastInput) => {
    setCurrent({ ...toast, key: Date.now() + Math.random() });
    setOpen(true);
  }, []);

  // A toast queued before a full reload (logout) is shown once the new page is up.
  useEffect(() => {
    try {
      const flash = window.sessionStorage.getItem(STORAGE_KEYS.flashToast);
      if (!flash) return;
      window.sessionStorage.removeItem(STORAGE_KEYS.flashToast);
      const parsed: unknown = JSON.parse(flash);
      if (parsed && typeof parsed === 'object' && 'title' in parsed && typeof parsed.title === 'string') {
        const description = 'description' in parsed && typeof parsed.description === 'string' ? parsed.description : undefined;
        showToast({ title: parsed.title, ...(description ? { description } : {}) });
      }
    } catch {
      /* no flash toast */
    }
  }, [showToast]);

  const destructive = current?.variant === 'destructive';
  const Icon = destructive ? CircleAlert : CircleCheck;

  return (
    <ToastContext value={showToast}>
      <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label={intl.formatMessage({ id: 'toast.label' }, { hotkey: '{hotkey}' })}>
        {children}
        {current && (
          <Toast.Root
            key={current.key}
            className={`toast ${destructive ? 'toast--destructive' : ''}`}
            open={open}
            onOpenChange={setOpen}
            duration={current.duration ?? 5000}
            type={destructive ? 'foreground' : 'background'}
            data-testid="toast"
          >
            <Icon className="toast__icon" aria-hidden size={20} strokeWidth={1.75} />
            <div className="toast__body">
              <Toast.Title className="toast__title">{current.title}</Toast.Title>
              {current.description && <Toast.Description className="toast__description">{current.description}</Toast.Description>}
            </div>
            <Toast.Close className="toast__close" aria-label={intl.formatMessage({ id: 'common.close' })}>
              <X size={16} strokeWidth={1.75} aria-hidden />
            </Toast.Close>
          </Toast.Root>
        )}
        <Toast.Viewport className="toast-viewport" hotkey={['F8']} />
      </Toast.Provider>
    </ToastContext>
  );
}

export function useToast(): (toast: ToastInput) => void {
  const showToast = useContext(ToastContext);
  if (!showToast) throw new Error('useToast must be used within a Toaster');
  return showToast;
}

/** Keeps a toast for the page that loads after a full reload. */
export function queueToastAfterReload(toast: Pick<ToastInput, 'title' | 'description'>): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.flashToast, JSON.stringify(toast));
  } catch {
    /* the toast is simply not shown */
  }
}

