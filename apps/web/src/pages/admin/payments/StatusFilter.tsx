import { Tabs } from 'radix-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { moneyStatusDisplay } from '../../../ui/StatusPill';

interface StatusFilterProps<T extends string> {
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  label: string;
  testIdPrefix: string;
}

/** A strip of status filters; "all" first, the others named like their status pills. */
export function StatusFilter<T extends string>({ options, value, onChange, label, testIdPrefix }: StatusFilterProps<T>) {
  const intl = useIntl();
  return (
    <Tabs.Root value={value} onValueChange={(next) => onChange(options.find((option) => option === next) ?? value)}>
      <Tabs.List className="tab-strip" aria-label={intl.formatMessage({ id: label })}>
        {options.map((option) => (
          // A filter strip has no tab panels: no aria-controls pointing at one that does not exist.
          <Tabs.Trigger key={option} value={option} className="tab-strip__item" aria-controls={undefined} data-testid={`${testIdPrefix}-${option}`}>
            <FormattedMessage id={option === 'all' ? 'tickets.filter.all' : moneyStatusDisplay(option).label} />
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}
