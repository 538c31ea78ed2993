import type { WritingInput } from '@portfolio/contracts/writing';

/** Demo posts in Markdown, written as the demo owner. */
export const demoWriting: WritingInput[] = [
  {
    title: 'Debugging a Brown-Out at 2 A.M.',
    date: '2026-02-15',
    kind: 'essay',
    content: `# Debugging a Brown-Out at 2 A.M.

The greenhouse controller kept rebooting, but only at night, and only when the vent motor ran.

## The symptom

The ESP32 logged a clean boot every few hours. No exception, no watchdog message: just \`rst:0xf (BROWNOUT_RST)\`.

## What I tried

1. Swapped the buck converter. No change.
2. Added a 470 µF capacitor at the motor driver. Fewer resets, not zero.
3. Put the scope on the 3.3 V rail with single-shot trigger at 3.0 V.

That third step found it in ten minutes: every time the actuator started, the rail dipped to 2.7 V for about 4 ms. At night the battery sits lower, so the dip crossed the brown-out threshold.

## The fix

A soft-start for the motor (ramping the PWM duty over 200 ms) and a separate supply branch with its own bulk capacitor. The controller has now run for three weeks without a reset.

> Measure first. I wasted two evenings guessing before I spent ten minutes looking.
`,
  },
  {
    title: 'Notes on Learning Rust as a C Programmer',
    date: '2025-12-08',
    kind: 'essay',
    content: `# Notes on Learning Rust as a C Programmer

I wrote C for three years before touching Rust for my pipeline simulator. A few things surprised me.

**The borrow checker is a code reviewer.** Most of its complaints were about things I would have got wrong in C, just later and more quietly.

**Enums with data replace half my structs.** An instruction is now one type:

\`\`\`rust
enum Instr {
    Add { rd: u8, rs1: u8, rs2: u8 },
    Lw { rd: u8, rs1: u8, imm: i32 },
    Beq { rs1: u8, rs2: u8, offset: i32 },
}
\`\`\`

and \`match\` forces me to handle every case when I add a new one.

**Integer overflow panics in debug builds.** That caught two real bugs in my ALU on the first day.

What I still miss: the speed of compiling a small C file. \`cargo check\` helps.
`,
  },
  {
    title: 'Why I Keep a Lab Notebook',
    date: '2025-10-19',
    kind: 'essay',
    content: `# Why I Keep a Lab Notebook

Every project gets a plain paper notebook. Not a wiki, not a notes app: paper, dated pages, written in pen.

- **It records the failures.** Commit messages describe what worked; the notebook says what I tried first.
- **It slows me down in a good way.** Writing "expect 1.8 V here" before measuring makes the surprise obvious.
- **It is the fastest way back in.** After a month away, three pages tell me where I stopped and why.

My rule: anything I measure goes in with the date, the setup and the number, even if the number is boring.
`,
  },
  {
    title: 'Designing My First Four-Layer PCB',
    date: '2025-09-02',
    kind: 'tutorial',
    content: `# Designing My First Four-Layer PCB

The pocket oscilloscope's second revision moved from two layers to four. Here is what I would tell myself before starting.

## Stack-up

Signal, ground, power, signal. The solid ground plane right under the top layer did more for noise than any filter I added.

## Things that bit me

- **Vias in pads** wick solder away from small parts. Tent them or move them.
- **The fab's default stack-up** is not the one in the design rules I copied. Ask for their table before calculating trace impedance.
- **Silkscreen matters.** Label test points; you will probe them at midnight.

## Cost

Five boards cost about the same as two-layer ones did a few years ago. There is no reason to fear four layers for a small mixed-signal design.
`,
  },
  {
    title: 'Semester in Review: Fall 2025',
    date: '2026-01-03',
    kind: 'note',
    content: `# Semester in Review: Fall 2025

A short list, mostly for future me.

- Passed computer architecture, largely thanks to building the pipeline simulator instead of reading slides.
- TA'd Digital Logic Design: explaining setup and hold time twenty times taught me more than learning it once.
- Finished the pocket oscilloscope and wrote up all three board revisions.
- Read eleven books; favourite was *The Soul of a New Machine*.

Next semester: ship the greenhouse controller before planting season, and apply for internships earlier than last year.
`,
  },
  {
    title: 'What a Logic Analyzer Taught Me About I2C',
    date: '2025-08-21',
    kind: 'note',
    content: `# What a Logic Analyzer Taught Me About I2C

My humidity sensor answered the first read and then nothing. The code looked fine.

A cheap eight-channel logic analyzer showed the truth in one capture: the sensor was stretching the clock, and my bit-banged driver did not wait for SCL to actually go high.

\`\`\`c
static void scl_release(void) {
    gpio_set_input(SCL_PIN);
    while (!gpio_read(SCL_PIN)) { /* the slave may hold SCL low */ }
}
\`\`\`

Three lines fixed it. Buying the analyzer earlier would have saved a weekend.
`,
  },
];
