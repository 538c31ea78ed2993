import { config } from 'zod/mini';
import { en } from 'zod/locales';

// Every contract is written with zod/mini: its functions let the bundler keep only what the schemas
// use, where classic zod's methods keep all of it (the zod of a visitor's first load went from 23
// to 10 KB gzip; docs/performance.md). Mini brings no messages of its own, so the English ones are
// set here, for the API's answers (`Unrecognized key: "theme"`) and the admin's forms.
//
// zod probes for `new Function` to compile faster parsers. The site's Content-Security-Policy
// forbids eval, so in the browser that probe is a reported CSP violation (Lighthouse Best
// Practices). Every schema module imports this first, so both sides parse the same, eval-free way.
config({ ...en(), jitless: true });
