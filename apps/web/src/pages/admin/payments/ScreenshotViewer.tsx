import { useState, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Download, ImageOff } from 'lucide-react';
import { Spinner } from '../../../ui/Spinner';
import { DialogHeader } from '../../../ui/DialogHeader';

interface ScreenshotViewerProps {
  /** Whose deposit and how much, under the title. */
  caption: ReactNode;
  url: string | null;
  onClose: () => void;
}

/** The proof screenshot in a dialog; when it fails to load, "Failed to load image" with a download link. */
export function ScreenshotViewer({ caption, url, onClose }: ScreenshotViewerProps) {
  return (
    <Dialog.Root open={url !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog glass screenshot-viewer" data-testid="admin-screenshot-dialog">
          <DialogHeader title={<FormattedMessage id="admin.deposits.screenshotTitle" />} description={caption} />
          {url && <ScreenshotImage key={url} url={url} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ScreenshotImage({ url }: { url: string }) {
  const intl = useIntl();
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const downloadUrl = `${url}${url.includes('?') ? '&' : '?'}download=1`;

  if (state === 'failed') {
    return (
      <div className="empty-state error-state" role="alert" data-testid="admin-screenshot-failed">
        <span className="empty-state__icon error-state__icon" aria-hidden><ImageOff size={28} strokeWidth={1.5} /></span>
        <p className="empty-state__title"><FormattedMessage id="admin.deposits.imageFailed" /></p>
        <a className="button button--ghost" href={downloadUrl} download data-testid="admin-screenshot-download">
          <Download size={16} strokeWidth={1.75} aria-hidden />
          <FormattedMessage id="admin.deposits.download" />
        </a>
      </div>
    );
  }
  return (
    <div className="screenshot-viewer__frame">
      {state === 'loading' && <span className="screenshot-viewer__spinner"><Spinner size={28} /></span>}
      <img
        className="screenshot-viewer__image"
        src={url}
        alt={intl.formatMessage({ id: 'admin.deposits.screenshotAlt' })}
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
        data-testid="admin-screenshot-image"
        data-state={state}
      />
      <a className="button button--ghost button--small" href={downloadUrl} download>
        <Download size={16} strokeWidth={1.75} aria-hidden />
        <FormattedMessage id="admin.deposits.download" />
      </a>
    </div>
  );
}
