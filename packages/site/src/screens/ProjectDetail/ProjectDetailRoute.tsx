import { useParams } from '../../routing';
import { useDocumentTitle } from '../../document/useDocumentTitle';
import { useProjects } from '../Projects/useProjects';
import { ProjectDetailScreen } from './ProjectDetailScreen';
import { PROJECT_NOT_FOUND, projectDetailState } from './projectDetailState';

/** Route `/projects/{id}`: the list is fetched and filtered by id. */
export function ProjectDetailRoute() {
  const { id = '' } = useParams();
  const state = projectDetailState(useProjects(), id);
  useDocumentTitle(state.status === 'found' ? state.project.title : state.status === 'notFound' ? PROJECT_NOT_FOUND : 'Project');
  return <ProjectDetailScreen id={id} state={state} />;
}
