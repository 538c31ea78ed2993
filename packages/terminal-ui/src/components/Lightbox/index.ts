export { Lightbox } from './Lightbox';
export type { LightboxProps } from './Lightbox';
