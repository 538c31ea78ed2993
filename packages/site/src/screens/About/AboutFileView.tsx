import type { SiteConfig } from '@portfolio/contracts/config';
import { ABOUT_FILE_TITLES, aboutFileLines, linkText, type AboutFileName, type AboutLine } from '../../domain/aboutFiles';
import { paragraphs, unwrap } from '../../domain/paragraphs';
import { groupListLines } from '../../domain/resumeList';
import styles from './About.module.css';

function FileLink({ line }: { line: Extract<AboutLine, { kind: 'link' }> }) {
  if (line.url === '') {
    return (
      <p className={styles.line}>
        {line.label}: <span className={styles.muted}>{linkText(line.url)}</span>
      </p>
    );
  }
  // A mail link hands over to the mail app; anything else opens in a new tab.
  const external = !line.url.toLowerCase().startsWith('mailto:');
  return (
    <p className={styles.line}>
      {line.label}:{' '}
      <a className={styles.link} href={line.url} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {linkText(line.url)}
      </a>
    </p>
  );
}

export interface AboutFileViewProps {
  file: AboutFileName;
  config: SiteConfig;
  headingId: string;
}

/** One file's content under its title, for the phone layout. */
export function AboutFileView({ file, config, headingId }: AboutFileViewProps) {
  // The profile is prose, hard-wrapped for the terminal: on a phone it reflows as paragraphs.
  const body =
    file === 'about.txt'
      ? paragraphs(config.profileText).map((paragraph, index) => (
          <p key={index} className={styles.paragraph}>
            {unwrap(paragraph)}
          </p>
        ))
      : // The resume's `- ` lines are a list; every other line stays the line it was.
        groupListLines(aboutFileLines(file, config)).map((line, index) =>
          line.kind === 'list' ? (
            <ul key={index} className={styles.list}>
              {line.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          ) : line.kind === 'link' ? (
            <FileLink key={index} line={line} />
          ) : (
            <p key={index} className={line.tone === 'error' ? styles.error : styles.line} role={line.tone === 'error' ? 'alert' : undefined}>
              {line.text}
            </p>
          ),
        );
  return (
    <section className={styles.file} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.fileTitle}>
        {ABOUT_FILE_TITLES[file]}
      </h2>
      <div className={styles.fileBody}>{body}</div>
    </section>
  );
}
