import { fetchDraftProject } from '../../http/draftPreviewApi';
import { projectsLoader } from '../../data/siteData';
import { useLoaded } from '../../data/useLoaded';
import { useParams } from '../../routing';
import { useDocumentTitle } from '../../document/useDocumentTitle';
import { useDraftPreview } from '../shared/DraftPreview/useDraftPreview';
import { ProjectDetailScreen } from './ProjectDetailScreen';
import { PROJECT_NOT_FOUND, projectDetailState } from './projectDetailState';

/**
 * Route `/projects/{id}`: the list is fetched and filtered by id. A project visitors cannot find may
 * be the owner's draft: in the owner's browser it is then shown, marked (`useDraftPreview`).
 */
export function ProjectDetailRoute() {
  const { id = '' } = useParams();
  const { state, draft } = useDraftPreview(id, projectDetailState(useLoaded(projectsLoader), id), fetchDraftProject);
  useDocumentTitle(state.status === 'ready' ? state.data.title : state.status === 'notFound' ? PROJECT_NOT_FOUND : 'Project');
  return <ProjectDetailScreen id={id} state={state} draft={draft} />;
}
