import { describe, expect, it } from 'vitest';
import { isMobileDevice } from './isMobileDevice';

const desktopUa = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const iphoneUa =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const androidPhoneUa = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';
const androidTabletUa = 'Mozilla/5.0 (Linux; Android 14; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

describe('isMobileDevice', () => {
  it('treats a phone user agent as mobile whatever the width', () => {
    expect(isMobileDevice({ userAgent: iphoneUa, width: 1024 })).toBe(true);
    expect(isMobileDevice({ userAgent: androidPhoneUa, width: 900 })).toBe(true);
  });

  it('treats any viewport up to 768 px as mobile', () => {
    expect(isMobileDevice({ userAgent: desktopUa, width: 768 })).toBe(true);
    expect(isMobileDevice({ userAgent: desktopUa, width: 769 })).toBe(false);
  });

  it('gives wide tablets and desktops the terminal', () => {
    expect(isMobileDevice({ userAgent: androidTabletUa, width: 1280 })).toBe(false);
    expect(isMobileDevice({ userAgent: desktopUa, width: 1440 })).toBe(false);
  });
});
