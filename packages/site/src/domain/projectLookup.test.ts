import { describe, expect, it } from 'vitest';
import { findProject, foundProjectsLine, normaliseProjectName, projectFileName, projectPath, projectSummary } from './projectLookup';

const projects = [
  { id: 'pocket-oscilloscope', title: 'Pocket Oscilloscope', type: 'hardware', status: 'completed' },
  { id: 'risc-v-pipeline-simulator', title: 'RISC-V Pipeline Simulator', type: 'software', status: 'in-progress' },
  { id: 'weird', title: 'Café  Tools_v2', type: 'software', status: 'planned' },
] as const;

describe('foundProjectsLine', () => {
  it('adds the plural s unless there is exactly one', () => {
    expect(foundProjectsLine(0)).toBe('Found 0 projects');
    expect(foundProjectsLine(1)).toBe('Found 1 project');
    expect(foundProjectsLine(6)).toBe('Found 6 projects');
  });
});

describe('project names', () => {
  it('lists a project as {title}.project with its type and status', () => {
    expect(projectFileName(projects[0])).toBe('Pocket Oscilloscope.project');
    expect(projectSummary(projects[1])).toBe('software · in-progress');
    expect(projectPath(projects[0])).toBe('/projects/pocket-oscilloscope');
  });

  it('normalises spaces, dashes and underscores to one dash, in lower case, without .project', () => {
    expect(normaliseProjectName('  Pocket_Oscilloscope.project ')).toBe('pocket-oscilloscope');
    expect(normaliseProjectName('RISC-V  Pipeline__Simulator')).toBe('risc-v-pipeline-simulator');
    expect(normaliseProjectName('--')).toBe('');
  });
});

describe('findProject', () => {
  it.each([
    ['pocket-oscilloscope'],
    ['Pocket Oscilloscope'],
    ['Pocket-Oscilloscope'],
    ['Pocket_Oscilloscope'],
    ['pocket_oscilloscope'],
    ['POCKET OSCILLOSCOPE'],
    ['Pocket Oscilloscope.project'],
  ])('finds a project by id or title variant %j', (typed) => {
    expect(findProject(projects, typed)?.id).toBe('pocket-oscilloscope');
  });

  it('finds titles that hold dashes, and titles unlike their id', () => {
    expect(findProject(projects, 'RISC-V_Pipeline_Simulator')?.id).toBe('risc-v-pipeline-simulator');
    expect(findProject(projects, 'café tools-v2')?.id).toBe('weird');
    expect(findProject(projects, 'weird')?.id).toBe('weird');
  });

  it('finds nothing for other words, blanks or partial names', () => {
    expect(findProject(projects, 'pocket')).toBeUndefined();
    expect(findProject(projects, '   ')).toBeUndefined();
    expect(findProject(projects, 'ls')).toBeUndefined();
    expect(findProject([], 'pocket-oscilloscope')).toBeUndefined();
  });
});
