import type { ReactElement, ReactNode } from 'react';
import { Tooltip } from 'radix-ui';

/** A tooltip for icon-only controls; timing comes from the app-wide provider (700 ms / 300 ms). */
export function Hint({ label, children }: { label: ReactNode; children: ReactElement }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className="hint" sideOffset={4}>
          {label}
          <Tooltip.Arrow className="hint__arrow" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
