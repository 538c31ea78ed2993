import { Histogram } from 'prom-client';

/**
 * Times of work done per process, whatever server asked for it: each server's metrics
 * (metrics/metrics.ts) register these same two histograms.
 */
export const shareImageRenderSeconds = new Histogram({
  name: 'share_image_render_seconds',
  help: 'Time to draw one share image (SVG to PNG), for the images not already kept in memory',
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [],
});

export const mediaProcessingSeconds = new Histogram({
  name: 'media_processing_seconds',
  help: "Time to decode an uploaded image and encode all its widths and formats (in the media queue's turn)",
  buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [],
});

/** Runs `work` and, when it succeeds, observes how long it took in `histogram`. */
export async function timed<T>(histogram: Histogram, work: () => Promise<T>): Promise<T> {
  const stop = histogram.startTimer();
  const result = await work();
  stop();
  return result;
}
