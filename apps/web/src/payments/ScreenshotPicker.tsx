import { useEffect, useId, useMemo } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { ImageUp, X } from 'lucide-react';
import { ACCEPTED_IMAGE_TYPES } from './deposit-rules';

interface ScreenshotPickerProps {
  file: File | null;
  onPick: (file: File | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** The proof of payment: an image picked from the device, previewed before it is sent. */
export function ScreenshotPicker({ file, onPick, error, disabled = false }: ScreenshotPickerProps) {
  const intl = useIntl();
  const inputId = useId();
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => { if (previewUrl) URL.revokeObjectURL(previewUrl); }, [previewUrl]);

  return (
    <div className={`field ${error ? 'field--invalid' : ''}`}>
      <span className="field__label" id={`${inputId}-label`}><FormattedMessage id="deposit.screenshot" /></span>
      {file && previewUrl ? (
        <div className="screenshot-preview">
          <img className="screenshot-preview__image" src={previewUrl} alt={intl.formatMessage({ id: 'deposit.previewAlt' })} data-testid="deposit-screenshot-preview" />
          <div className="screenshot-preview__meta">
            <bdi className="screenshot-preview__name">{file.name}</bdi>
            <span className="muted" dir="ltr"><FormattedNumber value={file.size / (1024 * 1024)} maximumFractionDigits={2} /> MB</span>
          </div>
          <button className="icon-button" type="button" onClick={() => onPick(null)} disabled={disabled} aria-label={intl.formatMessage({ id: 'deposit.removeScreenshot' })} data-testid="deposit-screenshot-remove">
            <X size={18} strokeWidth={1.75} aria-hidden />
          </button>
        </div>
      ) : (
        <label className="dropzone" htmlFor={inputId}>
          <ImageUp size={26} strokeWidth={1.5} aria-hidden />
          <span className="dropzone__title"><FormattedMessage id="deposit.chooseScreenshot" /></span>
          <span className="dropzone__hint"><FormattedMessage id="deposit.screenshotHint" /></span>
        </label>
      )}
      <input
        id={inputId}
        className="sr-only"
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        disabled={disabled}
        aria-labelledby={`${inputId}-label`}
        onChange={(event) => {
          onPick(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
        data-testid="deposit-screenshot"
      />
      {error && <p className="field__error" role="alert">{error}</p>}
    </div>
  );
}
