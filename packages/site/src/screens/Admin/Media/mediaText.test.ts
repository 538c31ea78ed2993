import { describe, expect, it } from 'vitest';
import { formatBytes, thumbnailUrl } from './mediaText';

describe('thumbnailUrl', () => {
  it("shows an upload's smallest stored width", () => {
    expect(thumbnailUrl('/media/abcdefghijklmnopqrstuv_2400x1600_1600.jpg')).toBe('/media/abcdefghijklmnopqrstuv_2400x1600_480.jpg');
    expect(thumbnailUrl('/media/ABCDEFGHIJKLMNOPQRSTUV_300x200_300.png')).toBe('/media/ABCDEFGHIJKLMNOPQRSTUV_300x200_300.png');
  });

  it('shows any other URL as it was typed', () => {
    expect(thumbnailUrl('https://img.example/shot.png')).toBe('https://img.example/shot.png');
    expect(thumbnailUrl('/uploads/old.png')).toBe('/uploads/old.png');
  });
});

describe('formatBytes', () => {
  it('reads in B, KB or MB', () => {
    expect([512, 1024, 48_000, 1_048_576, 1_468_006].map(formatBytes)).toEqual(['512 B', '1 KB', '47 KB', '1.0 MB', '1.4 MB']);
  });
});
