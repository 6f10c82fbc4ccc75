import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ImageUp, X } from 'lucide-react';
import { useMutationErrorHandler } from '../../../auth/AuthProvider';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/Toaster';
import { BACKGROUND_TYPES, backgroundFileProblem, uploadBackground } from './upload-background';

interface BackgroundImagePickerProps {
  url: string;
  onUrl: (url: string) => void;
  onUploading: (uploading: boolean) => void;
  disabled: boolean;
  error: string | undefined;
}

/** Choose (upload through the REST relay, or an https address) or clear the login background image. */
export function BackgroundImagePicker({ url, onUrl, onUploading, disabled, error }: BackgroundImagePickerProps) {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const [fileProblem, setFileProblem] = useState<string | null>(null);

  async function upload(file: File) {
    const problem = backgroundFileProblem(file);
    setFileProblem(problem);
    if (problem) return;
    setUploading(true);
    onUploading(true);
    try {
      onUrl(await uploadBackground(file));
      showToast({ title: intl.formatMessage({ id: 'admin.background.uploaded' }), description: intl.formatMessage({ id: 'admin.background.uploadedHint' }) });
    } catch (cause) {
      const text = handleError(cause);
      if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'admin.background.uploadFailed' }), description: text });
    } finally {
      setUploading(false);
      onUploading(false);
    }
  }

  return (
    <div className="background-picker">
      <div className="background-picker__actions">
        <label className="button button--ghost background-picker__upload" htmlFor={inputId} aria-disabled={disabled}>
          {uploading ? <Spinner /> : <ImageUp size={18} strokeWidth={1.75} aria-hidden />}
          <FormattedMessage id={uploading ? 'admin.background.uploading' : 'admin.background.upload'} />
        </label>
        <input
          id={inputId}
          className="sr-only"
          type="file"
          accept={BACKGROUND_TYPES.join(',')}
          disabled={disabled}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
          data-testid="admin-background-file"
        />
        <button className="button button--ghost" type="button" onClick={() => { onUrl(''); setFileProblem(null); }} disabled={disabled || url === ''} data-testid="admin-background-clear">
          <X size={18} strokeWidth={1.75} aria-hidden />
          <FormattedMessage id="admin.background.clear" />
        </button>
      </div>
      <p className="field__hint"><FormattedMessage id="admin.background.fileHint" /></p>
      {fileProblem && <p className="field__error" role="alert" data-testid="admin-background-file-error">{intl.formatMessage({ id: fileProblem })}</p>}
      <TextField
        label={<FormattedMessage id="admin.background.url" />}
        value={url}
        onChange={(event) => onUrl(event.target.value)}
        placeholder="https://"
        dir="ltr"
        maxLength={2000}
        disabled={disabled}
        error={error}
        testId="admin-background-url"
      />
    </div>
  );
}
