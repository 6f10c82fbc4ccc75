import { useEffect, useState, type ReactNode } from 'react';

/**
 * Draws its children in a task of its own once the page around it has been painted:
 * a page's parts below the fold (and their queries) then neither delay the first
 * screen's paint nor lengthen the task that draws it, on a slow phone the difference
 * between one long task and two short ones. Nothing is drawn in their place; what
 * follows on screen is below them, so nothing in view moves.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    // After the next frame (requestAnimationFrame runs before it is painted), in a new task.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted ? children : null;
}
