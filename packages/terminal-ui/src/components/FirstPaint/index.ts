export { afterFirstContentfulPaint, FIRST_PAINT_WAIT_MS } from './afterFirstPaint';
