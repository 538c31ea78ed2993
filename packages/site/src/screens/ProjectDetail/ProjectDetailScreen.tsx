import type { Project } from '@portfolio/contracts/projects';
import type { Loaded } from '../../data/loaded';
import { Link } from '../../routing';
import { DraftNotice } from '../shared/DraftPreview/DraftNotice';
import styles from './ProjectDetail.module.css';
import { ProjectDetails } from './ProjectDetails';
import { LOADING_PROJECT_DETAILS, PROJECT_NOT_FOUND } from './projectDetailState';

export interface ProjectDetailScreenProps {
  id: string;
  /** The project; never `failed`: a list that failed to load finds no project. */
  state: Loaded<Project>;
  /** The owner's draft, shown to its owner only (`useDraftPreview`). */
  draft?: boolean;
}

/** The window's title bar: three dots, the project's path, and a close button back to the list. */
function TitleBar({ id }: { id: string }) {
  return (
    <div className={styles.titleBar}>
      <span className={styles.dots} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className={styles.path}>~/projects/{id}</span>
      <Link to="/projects" className={styles.close} aria-label="Close">
        <span aria-hidden="true">×</span>
      </Link>
    </div>
  );
}

/** `/projects/{id}` drawn as a window: a title bar with a close button, the project, Back to Projects. */
export function ProjectDetailScreen({ id, state, draft = false }: ProjectDetailScreenProps) {
  return (
    <main className={styles.page}>
      <article className={styles.window}>
        <TitleBar id={id} />
        <div className={styles.body}>
          {state.status === 'loading' && (
            <p className={styles.muted} role="status">
              {LOADING_PROJECT_DETAILS}
            </p>
          )}
          {(state.status === 'notFound' || state.status === 'failed') && <h1 className={styles.title}>{PROJECT_NOT_FOUND}</h1>}
          {state.status === 'ready' && draft && <DraftNotice />}
          {state.status === 'ready' && <ProjectDetails project={state.data} />}
          <p className={styles.backRow}>
            <Link to="/projects" className={styles.button}>
              <span aria-hidden="true">← </span>Back to Projects
            </Link>
          </p>
        </div>
      </article>
    </main>
  );
}
