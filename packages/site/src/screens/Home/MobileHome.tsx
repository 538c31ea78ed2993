import { Prompt } from '@portfolio/terminal-ui/components/Prompt';
import { useTheme } from '@portfolio/terminal-ui/components/ThemeProvider';
import type { SiteConfig } from '@portfolio/contracts/config';
import { Link } from '../../routing';
import { ownerName } from '../../config/owner';
import { HomeLinkItem } from './HomeLinkItem';
import { homeLinks, type HomeLink } from './homeLinks';
import styles from './MobileHome.module.css';

const SOCIAL_LABELS: Partial<Record<HomeLink['id'], string>> = { github: 'GitHub', linkedin: 'LinkedIn', spotify: 'Spotify' };
export const DESKTOP_ONLY_SECTIONS = ['Projects', 'Art', 'Writing'] as const;
/** Each desktop-only section's page: the server's page links to it, for a reader without scripts. */
const SECTION_ROUTES: Readonly<Record<(typeof DESKTOP_ONLY_SECTIONS)[number], string>> = { Projects: '/projects', Art: '/art', Writing: '/writing' };

export interface MobileHomeProps {
  config: SiteConfig;
  host: string;
}

/** The home on phones: a plain menu instead of the terminal. */
export function MobileHome({ config, host }: MobileHomeProps) {
  const { theme, toggleTheme } = useTheme();
  const links = homeLinks(config);
  const email = links.find((link) => link.id === 'email');

  return (
    <main className={styles.mobile}>
      <header className={styles.header}>
        <p className={styles.prompt}>
          <Prompt user="portfolio" host={host} path="~" />
        </p>
        <h1 className={styles.name}>{ownerName(config)}</h1>
        <p className={styles.subtitle}>{config.quickviewSubtitle}</p>
      </header>

      <nav aria-label="Menu" className={styles.menu}>
        <Link className={styles.button} to="/about">
          About
        </Link>
        <Link className={styles.button} to="/about/quickview">
          Quick Overview
        </Link>
        {email && <HomeLinkItem link={email} label="Contact Me" className={styles.button} />}
      </nav>

      <ul className={styles.social} aria-label="Social links">
        {links.flatMap((link) => {
          const label = SOCIAL_LABELS[link.id];
          return label === undefined
            ? []
            : [
                <li key={link.id}>
                  <HomeLinkItem link={link} label={label} className={styles.socialLink} />
                </li>,
              ];
        })}
      </ul>

      {/* Both labels, the other one hidden: before the app has taken the page over (a phone's page
          waits for the visitor's first touch) the stylesheet shows the one for the theme the page
          was painted in (MobileHome.module.css). */}
      <button type="button" className={styles.themeButton} onClick={toggleTheme}>
        <span hidden={theme !== 'dark'}>Switch to light mode</span>
        <span hidden={theme === 'dark'}>Switch to dark mode</span>
      </button>

      <aside className={styles.note} aria-labelledby="mobile-note-title">
        <h2 id="mobile-note-title" className={styles.noteTitle}>
          Mobile Note
        </h2>
        <p className={styles.noteText}>Open this site on a computer to browse these sections:</p>
        <ul className={styles.noteList}>
          {DESKTOP_ONLY_SECTIONS.map((section) => (
            <li key={section}>
              {/* Without scripts the section's page is linked (its pages are plain readable lists);
                  with them it is named only, as the spec has it. The stylesheet decides, by the
                  class index.html's inline script sets before the first paint, so a phone's page
                  that waits for the visitor's first touch reads right before the app runs. The
                  link's label is drawn by the stylesheet: the item's text is the same either way. */}
              <a className={styles.noteLink} href={SECTION_ROUTES[section]} aria-label={section} />
              <span>{section}</span> <span className={styles.muted}>(desktop only)</span>
            </li>
          ))}
        </ul>
      </aside>
    </main>
  );
}
