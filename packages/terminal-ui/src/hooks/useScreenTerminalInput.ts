import { useLayoutEffect, useRef, useState } from 'react';
import type { TerminalInput } from '../engine/terminalInput';

/**
 * A screen's terminal input, built once (the machine reads its input only at start). `build` gets
 * `latest`, which returns the `values` of the latest render: commands and Tab run between renders
 * and must see the theme and data the screen shows now, not those of the first render.
 */
export function useScreenTerminalInput<Values>(values: Values, build: (latest: () => Values) => TerminalInput): TerminalInput {
  const latest = useRef(values);
  useLayoutEffect(() => {
    latest.current = values;
  });
  const [input] = useState(() => build(() => latest.current));
  return input;
}
