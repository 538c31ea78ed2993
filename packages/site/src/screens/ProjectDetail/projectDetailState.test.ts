import type { Project } from '@portfolio/contracts/projects';
import { describe, expect, it } from 'vitest';
import { projectDetailState } from './projectDetailState';

const project = { id: 'pocket-oscilloscope', title: 'Pocket Oscilloscope' } as Project;

describe('projectDetailState', () => {
  it('is loading while the list loads', () => {
    expect(projectDetailState({ status: 'loading' }, 'x')).toEqual({ status: 'loading' });
  });

  it('finds the project by its exact id', () => {
    expect(projectDetailState({ status: 'ready', data: [project] }, 'pocket-oscilloscope')).toEqual({ status: 'ready', data: project });
  });

  it('is not found for an unknown id, a title, or a failed request', () => {
    expect(projectDetailState({ status: 'ready', data: [project] }, 'nope')).toEqual({ status: 'notFound' });
    expect(projectDetailState({ status: 'ready', data: [project] }, 'Pocket Oscilloscope')).toEqual({ status: 'notFound' });
    expect(projectDetailState({ status: 'failed', message: '500' }, 'pocket-oscilloscope')).toEqual({ status: 'notFound' });
  });
});
