import type { SiteConfig } from '@portfolio/contracts/config';
import { useId, useState } from 'react';
import { Link } from '../../routing';
import { ABOUT_FILES, type AboutFileName, QUICKVIEW_FROM_ABOUT } from '../../domain/aboutFiles';
import styles from './About.module.css';
import { AboutFileView } from './AboutFileView';

export interface AboutFileListProps {
  config: SiteConfig;
  /** The file open at first (about.txt). */
  initialFile?: AboutFileName;
}

/** The about page on phones: the four files as buttons, the chosen one's content, and the page's buttons. */
export function AboutFileList({ config, initialFile = 'about.txt' }: AboutFileListProps) {
  const [file, setFile] = useState<AboutFileName>(initialFile);
  const headingId = useId();

  return (
    <main className={styles.mobile}>
      <h1 className={styles.mobileTitle}>~/about</h1>
      <ul className={styles.files} aria-label="Files">
        {ABOUT_FILES.map((name) => (
          <li key={name}>
            <button type="button" className={styles.fileButton} aria-pressed={name === file} onClick={() => setFile(name)}>
              {name}
            </button>
          </li>
        ))}
      </ul>
      <AboutFileView file={file} config={config} headingId={headingId} />
      <nav className={styles.actions} aria-label="About page">
        <Link className={styles.action} to={QUICKVIEW_FROM_ABOUT}>
          Quick Overview
        </Link>
        {config.emailLink !== '' && (
          <a className={styles.action} href={config.emailLink}>
            Send Email
          </a>
        )}
        {config.resumeDownloadLink !== '' && (
          <a className={styles.action} href={config.resumeDownloadLink} target="_blank" rel="noopener noreferrer">
            Download Resume
          </a>
        )}
        <Link className={styles.action} to="/">
          Back
        </Link>
      </nav>
    </main>
  );
}
