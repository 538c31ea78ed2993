export { Banner, BANNER_INTERVAL_MS } from './Banner';
export type { BannerProps } from './Banner';
