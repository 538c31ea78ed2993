import type { SiteConfig } from '@portfolio/contracts/config';

const skills = {
  languages: ['C', 'C++', 'Rust', 'TypeScript', 'Python', 'SystemVerilog'],
  hardware: ['PCB design (KiCad)', 'STM32 and ESP32', 'FPGA prototyping', 'Oscilloscopes and logic analyzers'],
  web: ['React', 'Node.js', 'Koa', 'SQL'],
  tools: { versionControl: 'Git', ci: 'GitHub Actions', os: 'Debian and FreeRTOS' },
  spokenLanguages: 'English, Mandarin',
};

/** The demo owner's about texts and links, seeded into an empty database. */
export const demoSiteConfig: SiteConfig = {
  ownerName: 'Riley Chen',
  profileText: [
    "Hi, I'm Riley Chen, a third-year computer engineering student who likes working where software meets",
    'copper. Most of my projects start with a small annoyance (a noisy sensor, a slow script, a bus that is',
    'never on time) and end with a board, a program and a page of notes about what I got wrong.',
    '',
    'I am happiest debugging with a scope probe in one hand and a terminal in the other. Outside the lab I',
    'read a lot, listen to records front to back and write about what I build.',
  ].join('\n'),
  skillsJson: JSON.stringify(skills, null, 2),
  resumeText: [
    'Riley Chen — Computer Engineering, B.Eng. expected 2027',
    '',
    'Experience',
    '- Embedded systems intern, Northfield Instruments (summer 2025): firmware for a battery-powered data logger.',
    '- Teaching assistant, Digital Logic Design (2025–2026): labs on FPGAs and timing analysis.',
    '- Web developer, campus robotics club (2024–present): telemetry dashboard and parts inventory.',
    '',
    'Education',
    '- Computer Engineering, dean’s list 2024 and 2025. Coursework: computer architecture, operating systems,',
    '  signals and systems, embedded systems, databases.',
  ].join('\n'),
  resumeDownloadLink: '/demo/riley-chen-resume.pdf',
  emailLink: 'mailto:riley.chen@example.com',
  linkedinUrl: 'https://www.linkedin.com/in/riley-chen-example',
  githubUrl: 'https://github.com/riley-chen-example',
  spotifyUrl: 'https://open.spotify.com/user/riley-chen-example',
  quickviewTitle: 'Riley Chen',
  quickviewSubtitle: 'Computer Engineering Student',
  quickviewTagline: 'Embedded systems, tidy firmware and the occasional web app.',
  currentFocus: [
    'Finishing the firmware for a solar-powered greenhouse controller',
    'A cycle-accurate RISC-V pipeline simulator in Rust',
    'Looking for a summer 2026 internship in embedded or hardware design',
  ],
  recentExperiences: [
    'Embedded systems intern at Northfield Instruments (summer 2025)',
    'Teaching assistant for Digital Logic Design (2025–2026)',
    'Lead of the telemetry team in the campus robotics club',
  ],
};
