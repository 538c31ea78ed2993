import { config } from 'zod/mini';
import { en } from 'zod/locales';

// zod probes for `new Function` to compile faster parsers. The site's Content-Security-Policy
// forbids eval, so in the browser that probe is a reported CSP violation (Lighthouse Best
// Practices). Every schema module imports this first, so both sides parse the same, eval-free way.
// The English messages are set here too: classic zod loads them by itself, zod/mini (config.ts)
// does not, and a message such as `Unrecognized key: "theme"` must read the same either way.
config({ ...en(), jitless: true });
