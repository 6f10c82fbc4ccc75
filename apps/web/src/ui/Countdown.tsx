import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { pad2, timeLeft } from '../lib/countdown';

interface CountdownProps {
  /** ISO date-time to count down to. */
  target: string;
  /** Called once when the countdown reaches zero. */
  onDone?: () => void;
  testId?: string;
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** Ticks every second in days, hours, minutes and seconds; tabular digits, always left to right. */
export function Countdown({ target, onDone, testId }: CountdownProps) {
  const intl = useIntl();
  const targetMs = Date.parse(target);
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(targetMs, now);
  const doneCalled = useRef(false);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    if (left.done) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left.done]);

  useEffect(() => {
    if (left.done && !doneCalled.current) {
      doneCalled.current = true;
      onDoneRef.current?.();
    }
  }, [left.done]);

  const spoken = intl.formatMessage({ id: 'countdown.spoken' }, { days: left.days, hours: left.hours, minutes: left.minutes, seconds: left.seconds });
  return (
    // data-target: the gateway's drawing of the home screen ticks on before the app is there (boot.js).
    <div className="countdown" dir="ltr" role="timer" aria-label={spoken} data-testid={testId} data-target={target}>
      {UNITS.map((unit) => (
        <span key={unit} className="countdown__unit" aria-hidden>
          <span className="countdown__value">{pad2(left[unit])}</span>
          <span className="countdown__label">{intl.formatMessage({ id: `countdown.${unit}` })}</span>
        </span>
      ))}
    </div>
  );
}
