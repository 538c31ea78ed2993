import type { Project } from '@portfolio/contracts/projects';

/** A finished hardware project for the project form's tests; each sets the links and images it needs. */
export const lineFollower: Project = {
  id: 'line-follower',
  title: 'Line follower',
  description: 'A small robot.',
  tech: ['C', 'AVR'],
  type: 'hardware',
  date: '2024-03-01',
  status: 'completed',
  github: null,
  demo: null,
  images: [],
  imageAlts: [],
};
