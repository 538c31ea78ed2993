import type { LetteringDrawing } from './letteringFit';

/**
 * "Riley Chen" as the site's server draws it (figlet, Standard font; `packages/site/src/ssr/nameLettering.ts`):
 * on one row (48 columns) and a word per row (25). For stories and tests: terminal-ui draws nothing itself.
 */
export const SAMPLE_NAME = 'Riley Chen';

export const SAMPLE_LETTERING: readonly LetteringDrawing[] = [
  [
    "  ____  _ _               ____ _",
    " |  _ \\(_) | ___ _   _   / ___| |__   ___ _ __",
    " | |_) | | |/ _ \\ | | | | |   | '_ \\ / _ \\ '_ \\",
    " |  _ <| | |  __/ |_| | | |___| | | |  __/ | | |",
    " |_| \\_\\_|_|\\___|\\__, |  \\____|_| |_|\\___|_| |_|",
    "                 |___/",
  ],
  [
    "  ____  _ _",
    " |  _ \\(_) | ___ _   _",
    " | |_) | | |/ _ \\ | | |",
    " |  _ <| | |  __/ |_| |",
    " |_| \\_\\_|_|\\___|\\__, |",
    "                 |___/",
    "   ____ _",
    "  / ___| |__   ___ _ __",
    " | |   | '_ \\ / _ \\ '_ \\",
    " | |___| | | |  __/ | | |",
    "  \\____|_| |_|\\___|_| |_|",
  ],
];
