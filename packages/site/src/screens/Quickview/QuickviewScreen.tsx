import type { SiteConfig } from '@portfolio/contracts/config';
import { Link } from '../../routing';
import { linkText } from '../../domain/aboutFiles';
import { paragraphs, unwrap } from '../../domain/paragraphs';
import { skillWords } from '../../domain/skillWords';
import { parseSkills } from '../../domain/skills';
import { TitledSection } from '../shared/TitledSection/TitledSection';
import styles from './Quickview.module.css';

export const LOADING_QUICKVIEW = 'Loading overview...';

export interface QuickviewScreenProps {
  /** Null while the config loads. */
  config: SiteConfig | null;
  /** Where Back goes: `/` from home, `/about` otherwise. */
  backTo: string;
}

/** The owner's lines (current focus, recent experiences) as a list. */
function Lines({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** The skills, their keys written as words (`versionControl` → `Version control`). */
function Skills({ skillsJson }: { skillsJson: string }) {
  const skills = parseSkills(skillsJson, skillWords);
  if (!skills.ok) return <p className={styles.error}>{skills.error}</p>;
  return (
    <dl className={styles.skills}>
      {skills.rows.map((row) => (
        <div key={row.label} className={styles.skill}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ContactLink({ label, url }: { label: string; url: string }) {
  if (url === '') {
    return (
      <li>
        <span className={styles.unset}>
          {label} <span className={styles.muted}>{linkText(url)}</span>
        </span>
      </li>
    );
  }
  const external = !url.toLowerCase().startsWith('mailto:');
  return (
    <li>
      <a className={styles.contact} href={url} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {label}
      </a>
    </li>
  );
}

/** The resume, in a new tab; a link to '#' when none is configured. */
function ResumeLink({ url }: { url: string }) {
  return (
    <li>
      <a className={styles.contact} {...(url === '' ? { href: '#' } : { href: url, target: '_blank', rel: 'noopener noreferrer' })}>
        Resume
      </a>
    </li>
  );
}

function Overview({ config }: { config: SiteConfig }) {
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>{config.quickviewTitle}</h1>
        <p className={styles.subtitle}>{config.quickviewSubtitle}</p>
        <p className={styles.tagline}>{config.quickviewTagline}</p>
      </header>
      <TitledSection id="qv-about" title="About" classes={styles}>
        {paragraphs(config.profileText).map((paragraph, index) => (
          <p key={index} className={styles.paragraph}>
            {unwrap(paragraph)}
          </p>
        ))}
      </TitledSection>
      <TitledSection id="qv-focus" title="Current Focus" classes={styles}>
        <Lines items={config.currentFocus} />
      </TitledSection>
      <TitledSection id="qv-skills" title="Skills" classes={styles}>
        <Skills skillsJson={config.skillsJson} />
      </TitledSection>
      <TitledSection id="qv-experience" title="Recent Experience" classes={styles}>
        <Lines items={config.recentExperiences} />
      </TitledSection>
      <TitledSection id="qv-contact" title="Contact" classes={styles}>
        <ul className={styles.contacts}>
          <ContactLink label="Email" url={config.emailLink} />
          <ContactLink label="LinkedIn" url={config.linkedinUrl} />
          <ContactLink label="GitHub" url={config.githubUrl} />
          <ResumeLink url={config.resumeDownloadLink} />
        </ul>
      </TitledSection>
    </>
  );
}

/** `/about/quickview`: everything on one plain page, readable on phones too. */
export function QuickviewScreen({ config, backTo }: QuickviewScreenProps) {
  return (
    <main className={styles.page}>
      <div className={styles.container}>
        <nav className={styles.nav} aria-label="Quick overview">
          <Link className={styles.back} to={backTo}>
            <span aria-hidden="true">← </span>Back
          </Link>
        </nav>
        {config === null ? (
          <p className={styles.muted} role="status">
            {LOADING_QUICKVIEW}
          </p>
        ) : (
          <Overview config={config} />
        )}
      </div>
    </main>
  );
}
