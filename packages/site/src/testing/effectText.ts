import type { Effect } from '@portfolio/terminal-ui/engine/types';

/**
 * Effects as the visitor would read them, for tests: each print is one line of its segments'
 * text; other effects read `[clear]`, `[navigate /]`, `[fill cat x]`, `[theme light]`, `[open url]`.
 */
export function effectText(effects: readonly Effect[]): string[] {
  return effects.map((effect) => {
    switch (effect.type) {
      case 'print':
        return effect.segments.map((segment) => segment.text).join('');
      case 'clear':
        return '[clear]';
      case 'navigate':
        return `[navigate ${effect.to}]`;
      case 'fillInput':
        return `[fill ${effect.value}]`;
      case 'setTheme':
        return `[theme ${effect.theme}]`;
      case 'openUrl':
        return `[open ${effect.url}]`;
    }
  });
}
