import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';

/** What a deferred menu module renders: its own trigger around `children`, open at once when first shown. */
export interface DeferredMenuProps {
  defaultOpen: boolean;
  children: ReactNode;
}

export type MenuModule = { default: ComponentType<DeferredMenuProps> };

interface Props {
  /** A module-level import of the menu (kept stable: called again, it reuses the loaded module). */
  load: () => Promise<MenuModule>;
  className: string;
  testId: string;
  ariaLabel?: string;
  /** The trigger's content, the same before and after the menu loads. */
  children: ReactNode;
}

/**
 * A menu button whose menu (Radix's dropdown and its positioning, about 15 KB
 * gzip) is downloaded when the player first reaches for it, not with the first
 * screen. Hovering or focusing the button starts the download; a click opens
 * the menu as soon as it is there, with focus inside it, as the real trigger does.
 */
export function DeferredMenu({ load, className, testId, ariaLabel, children }: Props) {
  const [wanted, setWanted] = useState(false);
  const Menu = useMemo(() => lazy(load), [load]);
  const prefetch = () => void load().catch(() => undefined);
  const button = (
    <button
      type="button"
      className={className}
      data-testid={testId}
      aria-label={ariaLabel}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => setWanted(true)}
    >
      {children}
    </button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <Menu defaultOpen>{children}</Menu>
    </Suspense>
  );
}
