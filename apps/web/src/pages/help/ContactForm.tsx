import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CircleCheck, Mail, Send } from 'lucide-react';
import { useMutationErrorHandler } from '../../auth/AuthProvider';
import { CreateSupportThreadMutation, MySupportThreadsQuery } from '../../support/support.operations';
import { MESSAGE_MAX, SUBJECT_MAX, messageProblem, subjectProblem } from '../../support/support-rules';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toaster';

/** A player writes from the Help page; the answer appears in "Your conversations". */
export function ContactForm() {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const messageId = useId();
  const [createThread, { loading }] = useMutation(CreateSupportThreadMutation, { refetchQueries: [MySupportThreadsQuery] });
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sentSubject, setSentSubject] = useState<string | null>(null);

  const subjectError = submitted ? subjectProblem(subject) : null;
  const messageError = submitted ? messageProblem(message) : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (subjectProblem(subject) || messageProblem(message) || loading) return;
    try {
      await createThread({ variables: { input: { subject: subject.trim(), message: message.trim() } } });
      setSentSubject(subject.trim());
      setSubject('');
      setMessage('');
      setSubmitted(false);
    } catch (error) {
      const text = handleError(error);
      if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'support.sendFailed' }), description: text });
    }
  }

  return (
    <section className="card glass help__contact" aria-labelledby="contact-title">
      <div className="card__head">
        <span className="card__icon" aria-hidden><Mail size={20} strokeWidth={1.75} /></span>
        <h2 className="card__title" id="contact-title"><FormattedMessage id="support.contact.title" /></h2>
      </div>
      {sentSubject !== null ? (
        <div className="contact-sent" role="status" data-testid="support-sent">
          <CircleCheck className="contact-sent__icon" size={32} strokeWidth={1.5} aria-hidden />
          <p className="contact-sent__title"><FormattedMessage id="support.contact.sentTitle" /></p>
          <p className="card__text"><FormattedMessage id="support.contact.sentText" values={{ subject: <bdi>{sentSubject}</bdi> }} /></p>
          <button className="button button--ghost" type="button" onClick={() => setSentSubject(null)} data-testid="support-write-another">
            <FormattedMessage id="support.contact.another" />
          </button>
        </div>
      ) : (
        <>
          <p className="card__text"><FormattedMessage id="support.contact.text" /></p>
          <form className="reply-form" onSubmit={submit} noValidate data-testid="support-form">
            <TextField
              label={intl.formatMessage({ id: 'support.contact.subject' })}
              value={subject}
              maxLength={SUBJECT_MAX}
              onChange={(event) => setSubject(event.target.value)}
              error={subjectError ? intl.formatMessage({ id: subjectError }, { max: SUBJECT_MAX }) : undefined}
              testId="support-subject"
            />
            <div className={`field ${messageError ? 'field--invalid' : ''}`}>
              <label className="field__label" htmlFor={messageId}><FormattedMessage id="support.contact.message" /></label>
              <textarea
                id={messageId}
                className="field__input support-textarea"
                rows={5}
                maxLength={MESSAGE_MAX}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                aria-invalid={messageError ? true : undefined}
                aria-describedby={`${messageId}-message`}
                data-testid="support-message"
              />
              {messageError ? (
                <p className="field__error" id={`${messageId}-message`} role="alert"><FormattedMessage id={messageError} values={{ max: MESSAGE_MAX }} /></p>
              ) : (
                <p className="field__hint" id={`${messageId}-message`}><FormattedMessage id="support.contact.hint" /></p>
              )}
            </div>
            <button className="button button--primary" type="submit" disabled={loading} aria-busy={loading} data-testid="support-submit">
              {loading ? <Spinner /> : <Send className="icon-flip" size={18} strokeWidth={1.75} aria-hidden />}
              <FormattedMessage id={loading ? 'support.sending' : 'support.contact.send'} />
            </button>
          </form>
        </>
      )}
    </section>
  );
}
