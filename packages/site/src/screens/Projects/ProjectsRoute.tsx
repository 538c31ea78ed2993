import { useTheme } from '@portfolio/terminal-ui/components/ThemeProvider';
import { useNavigate } from '../../routing';
import { projectsLoader } from '../../data/siteData';
import { useLoaded } from '../../data/useLoaded';
import { useDocumentTitle } from '../../document/useDocumentTitle';
import { currentHost } from '../../domain/shellPrompt';
import { ProjectsScreen } from './ProjectsScreen';

/** Route `/projects`: the project list and its terminal. */
export function ProjectsRoute() {
  useDocumentTitle('Projects');
  const listing = useLoaded(projectsLoader);
  const navigate = useNavigate();
  const { theme, setTheme } = useTheme();
  return <ProjectsScreen listing={listing} theme={theme} onNavigate={(to) => void navigate(to)} onThemeChange={setTheme} host={currentHost()} />;
}
