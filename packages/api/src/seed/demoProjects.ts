import type { ProjectInput } from '@portfolio/contracts/projects';

/** Demo projects: both types, all three statuses, each with images from /demo. */
export const demoProjects: ProjectInput[] = [
  {
    title: 'Pocket Oscilloscope',
    description:
      'A two-channel, 1 MS/s oscilloscope that fits in a mint tin. An STM32G4 samples through a small analog front end with switchable gain, and a 2.4" display shows the trace with auto-trigger and cursors. The whole thing runs for six hours on one 18650 cell.\n\nThe hardest part was the front end: getting a clean ±10 V range without a split supply took three board revisions.',
    tech: ['STM32', 'C', 'FreeRTOS', 'KiCad'],
    type: 'hardware',
    date: '2025-11-14',
    status: 'completed',
    github: 'https://github.com/riley-chen-example/pocket-scope',
    demo: null,
    images: ['/demo/pocket-scope.svg', '/demo/pocket-scope-board.svg'],
    imageAlts: ['The oscilloscope screen showing a trace at 1 V and 100 µs per division', 'The oscilloscope’s circuit board, built around an STM32'],
  },
  {
    title: 'Terminal Portfolio',
    description:
      'This site: a portfolio you browse like a shell, with ls, cd, cat, tab completion and history. A React front end talks to a small Koa API backed by SQLite or MySQL, and an admin area lets me publish projects, writing and reviews without touching the code.',
    tech: ['TypeScript', 'React', 'XState', 'Koa', 'SQLite'],
    type: 'software',
    date: '2026-01-10',
    status: 'completed',
    github: 'https://github.com/riley-chen-example/terminal-portfolio',
    demo: 'https://riley-chen.example.com',
    images: ['/demo/terminal-portfolio.svg'],
    imageAlts: ['The site’s terminal listing projects, art, writing and about'],
  },
  {
    title: 'Smart Greenhouse Controller',
    description:
      'A solar-powered controller for the community garden greenhouse. It reads soil moisture, air temperature and humidity, opens the roof vent with a linear actuator and waters each bed on its own schedule. Readings go over MQTT to a Grafana dashboard the gardeners can check from their phones.',
    tech: ['ESP32', 'MicroPython', 'MQTT', 'Grafana'],
    type: 'hardware',
    date: '2026-02-20',
    status: 'in-progress',
    github: 'https://github.com/riley-chen-example/greenhouse',
    demo: null,
    images: ['/demo/greenhouse.svg'],
    imageAlts: ['The controller’s display: 23.4 °C, 61 % humidity, soil 38 %, vent open'],
  },
  {
    title: 'RISC-V Pipeline Simulator',
    description:
      'A cycle-accurate simulator of a classic five-stage RV32I pipeline, compiled to WebAssembly so it runs in the browser. You can step one cycle at a time and watch hazards, forwarding and stalls happen. Built to study for my computer architecture exam, now used by two lab sections.',
    tech: ['Rust', 'WebAssembly', 'TypeScript'],
    type: 'software',
    date: '2025-09-30',
    status: 'in-progress',
    github: 'https://github.com/riley-chen-example/rv-pipeline',
    demo: 'https://riley-chen.example.com/rv-pipeline',
    images: ['/demo/riscv-pipeline.svg'],
    imageAlts: ['The five pipeline stages at cycle 42, forwarding from EX/MEM to EX'],
  },
  {
    title: 'Campus Transit Tracker',
    description:
      'A small Android app that merges the city bus and campus shuttle feeds into one list of departures for the stop you are standing at, with a home-screen widget. Planned for the spring: the GTFS-realtime feed needs a tiny proxy to cache it politely.',
    tech: ['Kotlin', 'Jetpack Compose', 'GTFS-realtime'],
    type: 'software',
    date: '2026-05-01',
    status: 'planned',
    github: null,
    demo: null,
    images: ['/demo/transit-tracker.svg'],
    imageAlts: ['Departures from Engineering Quad: Route 7 in 3 minutes, Shuttle B in 6, Route 12 in 11'],
  },
  {
    title: 'Split Keyboard PCB',
    description:
      'A 40 % split mechanical keyboard with hot-swap sockets, an RP2040 on each half and a TRRS link between them. The plan is to route it on a two-layer board with the microcontroller on the back so the case can stay thin.',
    tech: ['KiCad', 'RP2040', 'QMK'],
    type: 'hardware',
    date: '2026-06-15',
    status: 'planned',
    github: null,
    demo: null,
    images: ['/demo/split-keyboard.svg'],
    imageAlts: ['The two keyboard halves, each with an RP2040, joined by a TRRS cable'],
  },
];
