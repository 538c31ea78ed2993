import { SPOTIFY_HOME_URL } from '@portfolio/contracts/identity';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '../../config/defaults';
import { homeLinks } from './homeLinks';

const spotify = (spotifyUrl: string) => homeLinks({ ...DEFAULT_SITE_CONFIG, spotifyUrl }).find((link) => link.id === 'spotify');

describe('homeLinks', () => {
  it("links the owner's Spotify in a new tab", () => {
    expect(spotify('https://open.spotify.com/user/riley')).toEqual({ id: 'spotify', href: 'https://open.spotify.com/user/riley', external: true });
  });

  it("falls back to Spotify's home page while the owner has set none", () => {
    expect(spotify('')?.href).toBe(SPOTIFY_HOME_URL);
  });

  it('leaves the other unset links empty', () => {
    expect(homeLinks(DEFAULT_SITE_CONFIG).filter((link) => link.href === '').map((link) => link.id)).toEqual(['github', 'linkedin', 'email']);
  });
});
