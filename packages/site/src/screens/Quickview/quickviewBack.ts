/** The quick overview's Back: `from=home` goes back to `/`; anything else (or nothing) to `/about`. */
export function quickviewBackTarget(from: string | null): string {
  return from === 'home' ? '/' : '/about';
}
