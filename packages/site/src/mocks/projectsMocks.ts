import type { Project } from '@portfolio/contracts/projects';
import { delay, http, HttpResponse } from 'msw';

/** Fixtures and MSW handlers for the projects and project-detail stories (no server needed). */

function screenshot(label: string, hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">` +
    `<rect width="800" height="500" fill="hsl(${hue} 35% 18%)"/>` +
    `<text x="400" y="260" font-family="monospace" font-size="44" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const projectsFixture: Project[] = [
  {
    id: 'pocket-oscilloscope',
    title: 'Pocket Oscilloscope',
    description:
      'A two-channel oscilloscope that fits in a mint tin, sampling at 1 MS/s through a small analog front end.\n\n' +
      'The hardest part was the front end: three board revisions for a clean ±10 V range.',
    tech: ['STM32', 'C', 'FreeRTOS', 'KiCad'],
    type: 'hardware',
    date: '2025-11-14',
    status: 'completed',
    github: 'https://github.com/example/pocket-scope',
    demo: 'https://example.com/pocket-scope',
    images: [screenshot('front panel', 140), screenshot('circuit board', 200), screenshot('trace view', 280)],
  },
  {
    id: 'smart-greenhouse-controller',
    title: 'Smart Greenhouse Controller',
    description: 'A solar-powered controller that waters each bed on its own schedule and reports over MQTT.',
    tech: ['ESP32', 'MicroPython', 'MQTT'],
    type: 'hardware',
    date: '2026-02-20',
    status: 'in-progress',
    github: null,
    demo: null,
    images: [],
  },
  {
    id: 'campus-transit-tracker',
    title: 'Campus Transit Tracker',
    description: 'One list of departures for the stop you are standing at, from the city bus and campus shuttle feeds.',
    tech: ['Kotlin', 'Jetpack Compose'],
    type: 'software',
    date: '2026-05-01',
    status: 'planned',
    github: null,
    demo: null,
    images: [screenshot('departures', 30)],
  },
];

export const projectsHandlers = {
  list: [http.get('/api/projects', () => HttpResponse.json({ projects: projectsFixture }))],
  empty: [http.get('/api/projects', () => HttpResponse.json({ projects: [] }))],
  loading: [
    http.get('/api/projects', async () => {
      await delay('infinite');
      return HttpResponse.json({ projects: [] });
    }),
  ],
  failing: [http.get('/api/projects', () => HttpResponse.json({ error: 'Internal server error' }, { status: 500 }))],
};
