import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ImageOff } from 'lucide-react';
import { backgroundStyle, type BackgroundDraft } from './background-draft';

/**
 * A small sign-in screen with the draft applied, updated as the admin types.
 * An image that fails to load shows "Failed to load image" with its URL.
 */
export function BackgroundPreview({ draft }: { draft: BackgroundDraft }) {
  const intl = useIntl();
  const url = draft.url.trim();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = url !== '' && failedUrl === url;
  return (
    <figure className="background-preview" data-testid="admin-background-preview" data-enabled={draft.enabled}>
      <div className="background-preview__screen">
        {draft.enabled && url !== '' && !failed && <div className="background-preview__image" style={backgroundStyle(draft)} data-testid="admin-background-preview-image" />}
        {/* A hidden probe: CSS backgrounds give no load error, an <img> does. */}
        {url !== '' && <img className="background-preview__probe" src={url} alt="" onError={() => setFailedUrl(url)} onLoad={() => setFailedUrl(null)} />}
        <div className="background-preview__card glass" aria-hidden>
          <img className="background-preview__mark" src="/icons/icon.svg" alt="" width={28} height={28} />
          <span className="background-preview__headline">{intl.formatMessage({ id: 'auth.headline' })}</span>
          <span className="background-preview__line" />
          <span className="background-preview__line" />
          <span className="background-preview__button" />
        </div>
      </div>
      <figcaption className="field__hint">
        {failed ? (
          <span className="background-preview__failed" role="alert" data-testid="admin-background-preview-failed">
            <ImageOff size={14} strokeWidth={1.75} aria-hidden />
            <FormattedMessage id="admin.background.loadFailed" /> <bdi dir="ltr">{url}</bdi>
          </span>
        ) : (
          <FormattedMessage id={draft.enabled ? (url ? 'admin.background.previewHint' : 'admin.background.previewNoImage') : 'admin.background.previewDisabled'} />
        )}
      </figcaption>
    </figure>
  );
}
