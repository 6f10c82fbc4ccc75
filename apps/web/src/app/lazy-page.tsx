import { lazy, useState, type ComponentType } from 'react';

/**
 * A page whose code is fetched on demand, like React.lazy, that draws at once when its
 * module has already arrived (fetched ahead with `preload`): React.lazy suspends on its
 * first render whatever happened before, and each suspension costs the frame a
 * fallback and a second render. Each mount keeps the form it started with, so the page
 * is never remounted when its module arrives.
 */
export function lazyPage<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): { Page: ComponentType<Props>; preload: () => Promise<Module> } {
  let loaded: ComponentType<Props> | null = null;
  let pending: Promise<Module> | null = null;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = pick(module);
        return module;
      },
      (error: unknown) => {
        pending = null; // a failed fetch is tried again next time
        throw error;
      },
    );
    return pending;
  };
  const Suspending = lazy(() => preload().then((module) => ({ default: pick(module) })));
  function Page(props: Props) {
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  return { Page, preload };
}
