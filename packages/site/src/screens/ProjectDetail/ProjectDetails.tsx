import type { Project } from '@portfolio/contracts/projects';
import { Lightbox } from '@portfolio/terminal-ui/components/Lightbox';
import { StatusBadge } from '@portfolio/terminal-ui/components/StatusBadge';
import { useState } from 'react';
import { MarkdownContent } from '../../markdown/MarkdownContent';
import { lightboxImage } from '../../media/lightboxImage';
import { MediaImage } from '../../media/MediaImage';
import styles from './ProjectDetail.module.css';

/**
 * A gallery image's width, as `.gallery` lays it out (`ProjectDetail.module.css`): columns of at least
 * 12rem with 0.75rem gaps (two, whatever their width, up to 427px), in the window's body — 100vw less
 * 2rem up to 600px; from there less the page's 1rem margins, the window's border and the body's 1.5rem
 * padding, and the window at most 60rem. So two columns to 681px, three to 885px, then four of at
 * most 13.7rem.
 */
export const GALLERY_SIZES = '(max-width: 681px) calc(50vw - 1.375rem), (max-width: 885px) calc(33.4vw - 2rem), 14rem';

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a className={styles.button} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** One project: title, badge, type and date, gallery (with the lightbox), description (Markdown), tags, links. */
export function ProjectDetails({ project }: { project: Project }) {
  const [openImage, setOpenImage] = useState<number | null>(null);
  const { title, images, imageAlts } = project;
  // The owner's alt text where there is one, else which image of the gallery it is.
  const imageAlt = (index: number) => imageAlts[index]?.trim() || `${title}, image ${index + 1} of ${images.length}`;

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
                {/* The first image is the page's likely largest paint; the rest wait until scrolled to. */}
                <MediaImage url={src} alt={imageAlt(index)} sizes={GALLERY_SIZES} priority={index === 0} />
              </button>
            </li>
          ))}
        </ul>
      )}

      <section className={styles.section} aria-labelledby="project-description">
        <h2 id="project-description" className={styles.sectionTitle}>
          Description
        </h2>
        {/* Markdown, as a post's (plain text stays plain paragraphs); its headings under this section's h2. */}
        <div className={styles.description}>
          <MarkdownContent content={project.description} imagesLabel={`Images in the description of ${title}`} headingLevel={3} />
        </div>
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
          images={images.map(lightboxImage)}
          index={openImage}
          onIndexChange={setOpenImage}
          onClose={() => setOpenImage(null)}
          label={`Screenshots of ${title}`}
          altText={imageAlt}
        />
      )}
    </>
  );
}
