import { useEffect, useRef } from 'react';

/**
 * A tab strip that scrolls sideways (phones) keeps its active tab in view,
 * also when the page opens on a tab far along the strip (?tab=…).
 * Put the returned ref on `Tabs.List`.
 */
export function useActiveTabInView<T extends HTMLElement>(active: string) {
  const list = useRef<T>(null);
  useEffect(() => {
    const tab = list.current?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    tab?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  return list;
}
