import type { SiteConfig } from '@portfolio/contracts/config';
import type { ReactNode } from 'react';
import { Link } from '../../routing';
import { linkText } from '../../domain/aboutFiles';
import { paragraphs, unwrap } from '../../domain/paragraphs';
import { parseSkills } from '../../domain/skills';
import styles from './Quickview.module.css';

export const LOADING_QUICKVIEW = 'Loading overview...';

export interface QuickviewScreenProps {
  /** Null while the config loads. */
  config: SiteConfig | null;
  /** Where Back goes: `/` from home, `/about` otherwise. */
  backTo: string;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Skills({ skillsJson }: { skillsJson: string }) {
  const skills = parseSkills(skillsJson);
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

function Overview({ config }: { config: SiteConfig }) {
  const resume = config.resumeDownloadLink;
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>{config.quickviewTitle}</h1>
        <p className={styles.subtitle}>{config.quickviewSubtitle}</p>
        <p className={styles.tagline}>{config.quickviewTagline}</p>
      </header>
      <Section id="qv-about" title="About">
        {paragraphs(config.profileText).map((paragraph, index) => (
          <p key={index} className={styles.paragraph}>
            {unwrap(paragraph)}
          </p>
        ))}
      </Section>
      <Section id="qv-focus" title="Current Focus">
        <ul className={styles.list}>
          {config.currentFocus.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      </Section>
      <Section id="qv-skills" title="Skills">
        <Skills skillsJson={config.skillsJson} />
      </Section>
      <Section id="qv-experience" title="Recent Experience">
        <ul className={styles.list}>
          {config.recentExperiences.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      </Section>
      <Section id="qv-contact" title="Contact">
        <ul className={styles.contacts}>
          <ContactLink label="Email" url={config.emailLink} />
          <ContactLink label="LinkedIn" url={config.linkedinUrl} />
          <ContactLink label="GitHub" url={config.githubUrl} />
          <li>
            {/* Spec §2: the Resume link goes to '#' when none is configured. */}
            {resume === '' ? (
              <a className={styles.contact} href="#">
                Resume
              </a>
            ) : (
              <a className={styles.contact} href={resume} target="_blank" rel="noopener noreferrer">
                Resume
              </a>
            )}
          </li>
        </ul>
      </Section>
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
