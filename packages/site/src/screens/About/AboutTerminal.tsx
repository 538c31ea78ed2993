import type { SiteConfig } from '@portfolio/contracts/config';
import { DeferredTerminal } from '@portfolio/terminal-ui/components/DeferredTerminal';
import { useTheme } from '@portfolio/terminal-ui/components/ThemeProvider';
import { useNavigate } from '../../routing';
import { ABOUT_PLACEHOLDER, aboutTerminalInput } from '../../commands/aboutCommands';
import { useShellTerminal } from '../../shell/useShellTerminal';
import styles from './About.module.css';
import { AboutNoScript } from './AboutNoScript';

export interface AboutTerminalProps {
  config: SiteConfig;
  /** Opens a URL (email, github, curl…); by default a new tab without opener. */
  onOpenUrl?: (url: string) => void;
  /** The host the prompt shows. */
  host: string;
}

/** The about page on desktops: a terminal whose commands read the latest config and theme. */
export function AboutTerminal({ config, onOpenUrl, host }: AboutTerminalProps) {
  const { theme, setTheme } = useTheme();
  const navigate = useNavigate();
  const input = useShellTerminal('/about', { theme, config }, (latest, services) => aboutTerminalInput(latest, host, services));

  return (
    <main className={styles.terminalScreen}>
      <h1 className={styles.srOnly}>About</h1>
      <DeferredTerminal
        input={input}
        placeholder={ABOUT_PLACEHOLDER}
        header={<AboutNoScript config={config} />}
        onNavigate={(to) => void navigate(to)}
        onThemeChange={setTheme}
        onOpenUrl={onOpenUrl}
      />
    </main>
  );
}
