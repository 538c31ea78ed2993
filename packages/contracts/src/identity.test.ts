import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OWNER_ROLE,
  DEFAULT_QUICKVIEW_TITLE,
  FALLBACK_OWNER_NAME,
  ownerNameOf,
  ownerRoleOf,
  SPOTIFY_HOME_URL,
  spotifyUrlOf,
} from './identity';

describe('ownerNameOf', () => {
  it('is the owner name, trimmed, before anything else', () => {
    expect(ownerNameOf({ ownerName: '  Riley Chen ', quickviewTitle: 'Alex Doe' })).toBe('Riley Chen');
  });

  it('falls back to a quick overview title the owner set', () => {
    expect(ownerNameOf({ ownerName: '', quickviewTitle: ' Alex Doe ' })).toBe('Alex Doe');
    expect(ownerNameOf({ ownerName: '   ', quickviewTitle: 'Alex Doe' })).toBe('Alex Doe');
  });

  it('is "student" when neither names the owner', () => {
    expect(ownerNameOf({ ownerName: '', quickviewTitle: '' })).toBe(FALLBACK_OWNER_NAME);
    expect(ownerNameOf({ ownerName: '', quickviewTitle: ` ${DEFAULT_QUICKVIEW_TITLE} ` })).toBe(FALLBACK_OWNER_NAME);
    expect(FALLBACK_OWNER_NAME).toBe('student');
  });
});

describe('ownerRoleOf', () => {
  it('is the quick overview subtitle, trimmed, else the built-in role', () => {
    expect(ownerRoleOf({ quickviewSubtitle: ' EE @ State ' })).toBe('EE @ State');
    expect(ownerRoleOf({ quickviewSubtitle: ' ' })).toBe(DEFAULT_OWNER_ROLE);
    expect(DEFAULT_OWNER_ROLE).toBe('Computer Engineering Student');
  });
});

describe('spotifyUrlOf', () => {
  it("is the owner's link, else Spotify's home page", () => {
    expect(spotifyUrlOf({ spotifyUrl: 'https://open.spotify.com/user/owner' })).toBe('https://open.spotify.com/user/owner');
    expect(spotifyUrlOf({ spotifyUrl: '' })).toBe(SPOTIFY_HOME_URL);
    expect(SPOTIFY_HOME_URL).toBe('https://open.spotify.com/');
  });
});
