import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { projectsFixture } from '../../mocks/projectsMocks';
import { MemoryRouter } from '../../routing';
import { ProjectDetails } from './ProjectDetails';

function renderDescription(description: string) {
  const [base] = projectsFixture;
  if (base === undefined) throw new Error('no project fixture');
  return render(
    <MemoryRouter>
      <ProjectDetails project={{ ...base, description }} />
    </MemoryRouter>,
  );
}

describe('ProjectDetails: the description', () => {
  it('renders Markdown as a post does, safely, its headings under the Description heading', () => {
    const { container } = renderDescription('Some **bold** and `code`.\n\n## Parts\n\n- one\n- two\n\n<b>raw</b> [x](javascript:alert(1))');
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('code').tagName).toBe('CODE');
    expect(screen.getByRole('heading', { level: 3, name: 'Parts' })).toBeInTheDocument();
    expect(screen.getByText('one').tagName).toBe('LI');
    expect(container.querySelector('b, [href^="javascript"]')).toBeNull();
    expect(screen.queryByText(/\*\*/)).toBeNull();
  });

  it('keeps plain text plain: its paragraphs, nothing else', () => {
    const { container } = renderDescription('First paragraph.\n\nSecond paragraph.');
    const section = container.querySelector('[data-markdown]');
    expect([...(section?.children ?? [])].map((child) => [child.tagName, child.textContent])).toEqual([
      ['P', 'First paragraph.'],
      ['P', 'Second paragraph.'],
    ]);
  });
});
