import { fetchDraftProject } from '../../api/draftPreviewApi';
import { useParams } from '../../routing';
import { useDocumentTitle } from '../../document/useDocumentTitle';
import { useProjects } from '../Projects/useProjects';
import { useDraftPreview } from '../shared/DraftPreview/useDraftPreview';
import { ProjectDetailScreen } from './ProjectDetailScreen';
import { PROJECT_NOT_FOUND, type ProjectDetailState, projectDetailState } from './projectDetailState';

/**
 * Route `/projects/{id}`: the list is fetched and filtered by id. A project visitors cannot find may
 * be the owner's draft: in the owner's browser it is then shown, marked (`useDraftPreview`).
 */
export function ProjectDetailRoute() {
  const { id = '' } = useParams();
  const listed = projectDetailState(useProjects(), id);
  const draft = useDraftPreview(id, listed.status === 'notFound', fetchDraftProject);
  const state: ProjectDetailState = draft === null ? listed : { status: 'found', project: draft, draft: true };
  useDocumentTitle(state.status === 'found' ? state.project.title : state.status === 'notFound' ? PROJECT_NOT_FOUND : 'Project');
  return <ProjectDetailScreen id={id} state={state} />;
}
