import { config } from 'zod';

// zod probes for `new Function` to compile faster parsers. The site's Content-Security-Policy
// forbids eval, so in the browser that probe is a reported CSP violation (Lighthouse Best
// Practices). Every schema module imports this first, so both sides parse the same, eval-free way.
config({ jitless: true });
