import { lazy, useState, type ComponentType, type ReactElement } from 'react';

/** A component in a chunk of its own that can also be loaded ahead of its first render. */
export interface Preloadable<P extends object = Record<string, never>> {
  (props: P): ReactElement;
  /** Loads the component's code only (the server, at start: it renders with data of its own). */
  load(): Promise<void>;
  /** Loads the code and does what its first render needs first (its data); what a visit's render waits for. */
  open(): Promise<void>;
}

export interface PreloadableParts<P extends object> {
  readonly load: () => Promise<ComponentType<P>>;
  /** Runs beside the load when the component opens in the browser (e.g. fetching its data). */
  readonly beside?: () => Promise<void>;
  /** Runs once both are in, before the first render (e.g. parsing a post). */
  readonly prepare?: () => Promise<void>;
}

/**
 * `React.lazy`, plus a way to have the code in before rendering: the server loads every screen at
 * start and renders synchronously, and the browser opens the page's screen before it hydrates the
 * server's HTML, so neither side suspends on a page the server wrote. A component that mounts
 * after its code is in renders it directly; one that mounted before stays on the lazy path for
 * its whole life (switching would remount it and lose its state).
 */
export function preloadable<P extends object>({ load, beside, prepare }: PreloadableParts<P>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  let opening: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const openOnce = () =>
    (opening ??= Promise.all([loadOnce(), beside?.()]).then(async ([component]) => {
      await prepare?.();
      return component;
    }));
  const Lazy = lazy(() => openOnce().then((component) => ({ default: component })));

  function Screen(props: P): ReactElement {
    const [Ready] = useState(() => loaded);
    return Ready === undefined ? <Lazy {...props} /> : <Ready {...props} />;
  }
  Screen.load = () => loadOnce().then(() => undefined);
  Screen.open = () => openOnce().then(() => undefined);
  return Screen;
}

/** A component already in the entry, under the same shape. */
export function eager<P extends object>(Component: ComponentType<P>): Preloadable<P> {
  function Screen(props: P): ReactElement {
    return <Component {...props} />;
  }
  Screen.load = () => Promise.resolve();
  Screen.open = () => Promise.resolve();
  return Screen;
}
