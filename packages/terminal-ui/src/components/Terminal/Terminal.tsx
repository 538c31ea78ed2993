import { TerminalView, type TerminalViewProps } from './TerminalView';
import { useTerminalSession, type TerminalSessionOptions } from './useTerminalSession';

type ViewPassThrough = Pick<TerminalViewProps, 'placeholder' | 'label' | 'header' | 'slots' | 'autoFocus' | 'className'>;

export interface TerminalProps extends ViewPassThrough, TerminalSessionOptions {}

/**
 * A live terminal: runs `terminalMachine` (`useTerminalSession`) and renders it with `TerminalView`.
 * The effects the terminal cannot carry out itself (navigate, setTheme, openUrl) go to the callback props.
 */
export function Terminal({ input, prompt, onNavigate, onThemeChange, onOpenUrl, machine, ...view }: TerminalProps) {
  const session = useTerminalSession({ input, prompt, onNavigate, onThemeChange, onOpenUrl, machine });
  return <TerminalView {...view} {...session} />;
}
