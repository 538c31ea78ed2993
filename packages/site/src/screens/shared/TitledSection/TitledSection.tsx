import type { ReactNode } from 'react';

export interface TitledSectionProps {
  /** The heading's id: the section's accessible name is its heading. */
  readonly id: string;
  readonly title: string;
  /** The screen's CSS module; its `section` and `sectionTitle` classes style the two elements. */
  readonly classes: CSSModuleClasses;
  readonly children: ReactNode;
}

/** A section named by its `h2` (the quick overview's sections, the admin's cards). */
export function TitledSection({ id, title, classes, children }: TitledSectionProps) {
  return (
    <section className={classes.section} aria-labelledby={id}>
      <h2 id={id} className={classes.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
