import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '../../routing';
import { NotFoundRoute } from './NotFoundRoute';

function renderAt(path: string, element: React.ReactNode) {
  return render(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
}

describe('NotFoundRoute', () => {
  it('answers like the shell, links home and names the page', () => {
    renderAt('/nowhere', <NotFoundRoute />);
    expect(screen.getByText('cd: /nowhere: No such file or directory')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '404: page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'cd ~' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('404: page not found — student');
  });
});
