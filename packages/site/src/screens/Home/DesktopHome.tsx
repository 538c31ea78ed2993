import type { SiteConfig } from '@portfolio/contracts/config';
import { Banner } from '@portfolio/terminal-ui/components/Banner';
import { Prompt } from '@portfolio/terminal-ui/components/Prompt';
import { Terminal } from '@portfolio/terminal-ui/components/Terminal';
import { useTheme } from '@portfolio/terminal-ui/components/ThemeProvider';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useNavigate } from '../../routing';
import { NoScript, NoScriptTree } from '../shared/NoScript/NoScript';
import { dataSource } from '../../data/siteData';
import { saveAdminToken } from '../../auth/adminToken';
import { HOME_DIRECTORIES, HOME_PATH, README_FILE, HOME_PLACEHOLDER, homeTerminalInput } from '../../commands/homeCommands';
import { ownerName } from '../../config/owner';
import { useShellTerminal } from '../../shell/useShellTerminal';
import { HomeLinkItem } from './HomeLinkItem';
import { homeWelcomeSlots, withWelcome } from './homeWelcome';
import { homeLinks } from './homeLinks';
import styles from './Home.module.css';

const BANNER_ROLES = ['designer', 'engineer', 'programmer'] as const;

export interface DesktopHomeProps {
  config: SiteConfig;
  host: string;
}

/** The home terminal: prompt header, banner, side links. */
export function DesktopHome({ config, host }: DesktopHomeProps) {
  const { theme, setTheme } = useTheme();
  const navigate = useNavigate();
  const name = ownerName(config);

  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const input = useShellTerminal('/', { theme, navigate }, (latest, services) =>
    withWelcome(homeTerminalInput(
      () => ({
        theme: latest().theme,
        checkHealth: () => dataSource.health(),
        login: (password) => dataSource.login(password),
        saveToken: saveAdminToken,
        navigateLater: (to, delayMs) => {
          window.clearTimeout(redirectTimer.current);
          redirectTimer.current = window.setTimeout(() => latest().navigate(to), delayMs);
        },
      }),
      host,
      services,
    )),
  );
  const slots = useMemo(() => homeWelcomeSlots(config), [config]);

  const header = (
    <header className={styles.header}>
      <h1 className={styles.srOnly}>{`${name} — portfolio terminal`}</h1>
      <p className={styles.headerPrompt}>
        <Prompt user="portfolio" host={host} path={HOME_PATH} />
      </p>
      <Banner words={[name, ...BANNER_ROLES]} />
      <NoScript>
        <NoScriptTree
          label="Sections"
          items={[
            ...HOME_DIRECTORIES.map((directory) => ({ key: directory.name, content: <Link to={directory.route}>{`${directory.name}/`}</Link> })),
            { key: README_FILE, content: README_FILE },
          ]}
        />
      </NoScript>
    </header>
  );

  return (
    <div className={styles.desktop}>
      <main className={styles.main}>
        <Terminal
          className={styles.terminal}
          input={input}
          header={header}
          placeholder={HOME_PLACEHOLDER}
          onNavigate={(to) => navigate(to)}
          onThemeChange={setTheme}
          slots={slots}
        />
      </main>
      <nav className={styles.side} aria-label="Elsewhere">
        <ul className={styles.sideList}>
          {homeLinks(config).map((link) => (
            <li key={link.id}>
              <HomeLinkItem link={link} label={link.id} className={styles.sideLink} />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
