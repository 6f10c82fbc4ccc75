import type { ReactElement, ReactNode } from 'react';
import { Tooltip } from 'radix-ui';

/**
 * The hints' timing: open after 700 ms, 300 ms skip delay. Set by the signed-in
 * frame (the only screens with hints), so the first screen does not download
 * the tooltip and its positioning.
 */
export function HintProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      {children}
    </Tooltip.Provider>
  );
}

/** A tooltip for icon-only controls, inside a HintProvider. */
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
