import { useTheme } from '@portfolio/terminal-ui/components/ThemeProvider';
import { useNavigate } from '../../routing';
import { useDocumentTitle } from '../../document/useDocumentTitle';
import { currentHost } from '../../domain/shellPrompt';
import { ProjectsScreen } from './ProjectsScreen';
import { useProjects } from './useProjects';

/** Route `/projects`: the project list and its terminal. */
export function ProjectsRoute() {
  useDocumentTitle('Projects');
  const listing = useProjects();
  const navigate = useNavigate();
  const { theme, setTheme } = useTheme();
  return <ProjectsScreen listing={listing} theme={theme} onNavigate={(to) => void navigate(to)} onThemeChange={setTheme} host={currentHost()} />;
}
