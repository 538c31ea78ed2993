import { thumbnailUrl } from './mediaText';
import media from './Media.module.css';

/** A small picture of an image: an upload's smallest size, or a typed URL as it is. */
export function Thumbnail({ url, alt }: { readonly url: string; readonly alt: string }) {
  return <img src={thumbnailUrl(url)} alt={alt} className={media.thumbnail} loading="lazy" decoding="async" />;
}
