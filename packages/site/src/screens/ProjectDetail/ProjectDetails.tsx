import type { Project } from '@portfolio/contracts/projects';
import { Lightbox } from '@portfolio/terminal-ui/components/Lightbox';
import { StatusBadge } from '@portfolio/terminal-ui/components/StatusBadge';
import { useState } from 'react';
import { paragraphs } from '../../domain/paragraphs';
import styles from './ProjectDetail.module.css';

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a className={styles.button} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** One project: title, badge, type and date, gallery (with the lightbox), description, tags, links. */
export function ProjectDetails({ project }: { project: Project }) {
  const [openImage, setOpenImage] = useState<number | null>(null);
  const { title, images } = project;
  const imageAlt = (index: number) => `${title}, image ${index + 1} of ${images.length}`;

  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.meta}>
          <StatusBadge status={project.status} />
          <span>{project.type}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={project.date}>{project.date}</time>
        </p>
      </header>

      {images.length > 0 && (
        <ul className={styles.gallery} aria-label="Gallery">
          {images.map((src, index) => (
            <li key={`${index}:${src}`}>
              <button type="button" className={styles.thumb} onClick={() => setOpenImage(index)}>
                <img src={src} alt={imageAlt(index)} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <section className={styles.section} aria-labelledby="project-description">
        <h2 id="project-description" className={styles.sectionTitle}>
          Description
        </h2>
        {paragraphs(project.description).map((paragraph, index) => (
          <p key={index} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </section>

      {project.tech.length > 0 && (
        <section className={styles.section} aria-labelledby="project-tech">
          <h2 id="project-tech" className={styles.sectionTitle}>
            Technologies
          </h2>
          <ul className={styles.tags}>
            {project.tech.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        </section>
      )}

      {(project.github || project.demo) && (
        <p className={styles.links}>
          {project.github && <ExternalLink href={project.github}>View on GitHub</ExternalLink>}
          {project.demo && <ExternalLink href={project.demo}>Live Demo</ExternalLink>}
        </p>
      )}

      {openImage !== null && (
        <Lightbox
          images={images}
          index={openImage}
          onIndexChange={setOpenImage}
          onClose={() => setOpenImage(null)}
          label={`Screenshots of ${title}`}
        />
      )}
    </>
  );
}
