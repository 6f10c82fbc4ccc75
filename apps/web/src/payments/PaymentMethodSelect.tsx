import { Select } from 'radix-ui';
import { useIntl } from 'react-intl';
import { Check, ChevronDown } from 'lucide-react';
import type { PaymentMethodFieldsFragment } from '../gql/graphql';
import { PaymentTypeIcon } from './PaymentTypeIcon';

interface PaymentMethodSelectProps {
  id: string;
  methods: readonly PaymentMethodFieldsFragment[];
  value: string;
  onChange: (id: string) => void;
  disabled?: boolean;
  describedBy?: string;
}

/** The active admin methods in a Radix Select (an item never has an empty value). */
export function PaymentMethodSelect({ id, methods, value, onChange, disabled = false, describedBy }: PaymentMethodSelectProps) {
  const intl = useIntl();
  return (
    <Select.Root value={value || undefined} onValueChange={onChange} disabled={disabled}>
      <Select.Trigger id={id} className="field__input select-trigger" data-testid="deposit-method" aria-describedby={describedBy}>
        <Select.Value placeholder={intl.formatMessage({ id: 'deposit.methodPlaceholder' })} />
        <Select.Icon className="select-trigger__icon"><ChevronDown size={18} strokeWidth={1.75} aria-hidden /></Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content className="menu select-menu" position="popper" sideOffset={6}>
          <Select.Viewport>
            {methods.map((method) => (
              <Select.Item key={method.id} value={method.id} className="menu__item select-menu__item" data-testid={`deposit-method-option-${method.id}`}>
                <PaymentTypeIcon type={method.type} />
                <Select.ItemText><bdi>{method.name}</bdi></Select.ItemText>
                <Select.ItemIndicator className="menu__check"><Check size={16} strokeWidth={2} aria-hidden /></Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
