export { Lightbox } from './Lightbox';
export type { LightboxImage, LightboxProps, LightboxSource } from './Lightbox';
