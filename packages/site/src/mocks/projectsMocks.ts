import type { Project } from '@portfolio/contracts/projects';
import { http, HttpResponse } from 'msw';
import { failingList, hanging } from './failures';
import { MEDIA_DIAGRAM, MEDIA_PHOTO, MEDIA_SMALL, mediaHandler } from './mediaMocks';
import { placeholderImage } from './placeholderImage';

/** Fixtures and MSW handlers for the projects and project-detail stories and tests (no server needed). */

const screenshot = (label: string, hue: number) =>
  placeholderImage(label, `hsl(${hue} 35% 18%)`, { width: 800, height: 500, fontSize: 44 });

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
    imageAlts: [],
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
    imageAlts: [],
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
    imageAlts: [],
  },
];

/**
 * A project whose gallery is the owner's uploads (`/media/…`, shown as `<picture>`s): the first two
 * with the owner's alt text (the second empty, as the admin saves "none"), the third without.
 */
export const mediaProjectFixture: Project = {
  id: 'bench-power-supply',
  title: 'Bench Power Supply',
  description: 'A 0–30 V, 3 A linear bench supply with a tracking pre-regulator, so the pass transistor stays cool at any setting.',
  tech: ['KiCad', 'LTspice', 'C'],
  type: 'hardware',
  date: '2026-03-12',
  status: 'completed',
  github: 'https://github.com/example/bench-supply',
  demo: null,
  images: [MEDIA_PHOTO, MEDIA_DIAGRAM, MEDIA_SMALL],
  imageAlts: ['The finished supply on the bench, its display reading 12.00 V', ''],
};

/** The list with the media project too: the API's answer once the owner has uploaded images. */
export const projectsWithMediaFixture: Project[] = [...projectsFixture, mediaProjectFixture];

export const projectsHandlers = {
  list: [http.get('/api/projects', () => HttpResponse.json({ projects: projectsFixture }))],
  /** The list with `mediaProjectFixture`, and `GET /media/…` answered with placeholders. */
  withMedia: [http.get('/api/projects', () => HttpResponse.json({ projects: projectsWithMediaFixture })), mediaHandler],
  empty: [http.get('/api/projects', () => HttpResponse.json({ projects: [] }))],
  loading: [hanging('/api/projects')],
  failing: [failingList('/api/projects', 500)],
};
