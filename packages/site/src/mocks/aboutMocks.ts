import { emptySiteConfig, type SiteConfig } from '@portfolio/contracts/config';
import { http, HttpResponse } from 'msw';
import { ownerFixture } from './configFixtures';
import { hanging } from './failures';

/** Fixtures and MSW handlers for the about and quick overview stories and tests (no server needed). */

export const aboutConfigFixture: SiteConfig = {
  ...ownerFixture,
  profileText:
    "Hi, I'm Riley Chen, a computer engineering student who likes working where software meets copper.\n\n" +
    'I am happiest debugging with a scope probe in one hand and a terminal in the other.',
  skillsJson: JSON.stringify({
    languages: ['C', 'Rust', 'TypeScript'],
    hardware: ['PCB design', 'FPGA prototyping'],
    tools: { versionControl: 'Git', ci: 'GitHub Actions' },
    spokenLanguages: 'English, Mandarin',
  }),
  resumeText: 'Riley Chen — Computer Engineering, B.Eng. expected 2027\n\n- Embedded systems intern (summer 2025)',
  resumeDownloadLink: '/files/riley-chen-resume.pdf',
  quickviewTagline: 'Embedded systems, tidy firmware and the occasional web app.',
  currentFocus: ['A solar-powered greenhouse controller', 'A RISC-V pipeline simulator in Rust'],
  recentExperiences: ['Embedded systems intern (summer 2025)', 'Teaching assistant, Digital Logic Design'],
};

/** What the API answers before the owner saved anything: every text empty, both lists empty. */
export const emptyConfigFixture: SiteConfig = emptySiteConfig();

export const configHandler = (config: SiteConfig) => [http.get('/api/config', () => HttpResponse.json(config))];

export const configLoadingHandler = [hanging('/api/config')];
