import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Send } from 'lucide-react';
import { Spinner } from '../ui/Spinner';
import { MESSAGE_MAX, messageProblem } from './support-rules';

interface ReplyFormProps {
  /** Sends the text; resolves true when it was saved (the form then empties). */
  onSend: (message: string) => Promise<boolean>;
  sending: boolean;
  label: string;
  testIdPrefix: string;
}

/** One more message in a thread: a required text of at most 5000 characters. */
export function ReplyForm({ onSend, sending, label, testIdPrefix }: ReplyFormProps) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = messageProblem(text);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (problem || sending) return;
    if (await onSend(text.trim())) {
      setText('');
      setTouched(false);
    }
  }

  return (
    <form className="reply-form" onSubmit={submit} noValidate>
      <div className={`field ${touched && problem ? 'field--invalid' : ''}`}>
        <label className="field__label" htmlFor={id}>{label}</label>
        <textarea
          id={id}
          className="field__input support-textarea"
          rows={3}
          maxLength={MESSAGE_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={touched && problem ? true : undefined}
          aria-describedby={touched && problem ? `${id}-error` : undefined}
          data-testid={`${testIdPrefix}-input`}
        />
        {touched && problem && <p className="field__error" id={`${id}-error`} role="alert"><FormattedMessage id={problem} values={{ max: MESSAGE_MAX }} /></p>}
      </div>
      <button className="button button--primary" type="submit" disabled={sending} aria-busy={sending} data-testid={`${testIdPrefix}-submit`}>
        {sending ? <Spinner /> : <Send className="icon-flip" size={16} strokeWidth={1.75} aria-hidden />}
        {intl.formatMessage({ id: sending ? 'support.sending' : 'support.reply.send' })}
      </button>
    </form>
  );
}
