export interface WebManifestInput {
  readonly name: string;
  readonly shortName: string;
  readonly description: string;
  /** Where the installed app opens; the home page unless given. */
  readonly startUrl?: string;
}

interface ManifestIcon {
  readonly src: string;
  readonly sizes: string;
  readonly type: 'image/png';
  readonly purpose: 'any' | 'maskable';
}

interface WebManifest {
  readonly name: string;
  readonly short_name: string;
  readonly description: string;
  readonly start_url: string;
  readonly scope: string;
  readonly display: 'standalone';
  readonly background_color: string;
  readonly theme_color: string;
  readonly icons: readonly ManifestIcon[];
}

/** The dark theme's `--bg` (terminal-ui `themes/themes.css`), also index.html's theme-color. */
export const DARK_BACKGROUND = '#000000';

const ICONS: readonly ManifestIcon[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** The web app manifest (`/manifest.webmanifest`) as JSON. */
export function webManifest(input: WebManifestInput): string {
  const manifest: WebManifest = {
    name: input.name,
    short_name: input.shortName,
    description: input.description,
    start_url: input.startUrl ?? '/',
    scope: '/',
    display: 'standalone',
    background_color: DARK_BACKGROUND,
    theme_color: DARK_BACKGROUND,
    icons: ICONS,
  };
  return JSON.stringify(manifest, null, 2);
}
