// The remote's own images. Each is imported twice: as a file URL (webpack emits it next to the remote's
// chunks), which is what posts carry and what og:image gives crawlers, and inline (a data: URI), which is
// what the page shows, so the host's img-src policy never blocks it. The default image replaces
// SHARING_CONFIG.DEFAULT_IMAGE (a host path) so the blog never depends on the host having that file.
import defaultUrl from '../../../assets/blog-default.svg';
import defaultInline from '../../../assets/blog-default.svg?inline';
import mumbaiUrl from '../../../assets/mumbai.svg';
import mumbaiInline from '../../../assets/mumbai.svg?inline';
import puneUrl from '../../../assets/pune.svg';
import puneInline from '../../../assets/pune.svg?inline';
import nashikUrl from '../../../assets/nashik.svg';
import nashikInline from '../../../assets/nashik.svg?inline';

export const IMAGES = {
  default: defaultUrl,
  mumbai: mumbaiUrl,
  pune: puneUrl,
  nashik: nashikUrl,
} as const;

const INLINE: Record<string, string> = {
  [defaultUrl]: defaultInline,
  [mumbaiUrl]: mumbaiInline,
  [puneUrl]: puneInline,
  [nashikUrl]: nashikInline,
};

/** Each image's file address and its inline copy (the prerendered pages use the files: smaller HTML). */
export const IMAGE_FILES_AND_INLINE: readonly [url: string, inline: string][] = Object.entries(INLINE);

/** The address of a post's image for metadata: its featured image, else the default image. */
export const postImageUrl = (featuredImage?: string) => featuredImage || IMAGES.default;

/** What an <img> shows for a post: our own images inline, anything else by its address. */
export const postImageSrc = (featuredImage?: string) => {
  const url = postImageUrl(featuredImage);
  return INLINE[url] ?? url;
};
