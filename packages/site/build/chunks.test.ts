// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sharedChunkName, type ModuleGraph } from './chunks.ts';

const IMPORTS: Record<string, readonly string[]> = {
  '/repo/packages/site/src/screens/Projects/ProjectListing.tsx': ['/repo/packages/terminal-ui/src/components/Prompt/Prompt.tsx'],
  '/repo/packages/terminal-ui/src/components/Prompt/Prompt.tsx': ['/repo/node_modules/preact/compat/dist/compat.module.js'],
  '/repo/packages/terminal-ui/src/components/DeferredTerminal/SessionDriver.tsx': ['/repo/packages/terminal-ui/src/components/Terminal/useTerminalSession.ts'],
  '/repo/packages/terminal-ui/src/components/Terminal/useTerminalSession.ts': [
    '/repo/packages/terminal-ui/src/machines/terminalMachine.ts',
    '/repo/node_modules/@xstate/react/dist/xstate-react.esm.js',
  ],
  '/repo/packages/terminal-ui/src/machines/terminalMachine.ts': ['/repo/node_modules/xstate/dist/xstate.esm.js', '/repo/packages/terminal-ui/src/machines/cycle.ts'],
  '/repo/packages/terminal-ui/src/machines/cycle.ts': ['/repo/packages/terminal-ui/src/machines/terminalMachine.ts'],
  // a -> b -> a, and only a imports XState: b reaches it through a.
  '/repo/packages/site/src/a.ts': ['/repo/packages/site/src/b.ts', '/repo/node_modules/xstate/dist/xstate.esm.js'],
  '/repo/packages/site/src/b.ts': ['/repo/packages/site/src/a.ts'],
  '/repo/packages/site/src/screens/WritingPost/WritingPostScreen.tsx': ['/repo/packages/site/src/markdown/MarkdownContent.tsx'],
  '/repo/packages/site/src/markdown/MarkdownContent.tsx': ['/repo/packages/site/src/markdown/parseMarkdown.ts'],
  '/repo/packages/site/src/markdown/parseMarkdown.ts': ['/repo/node_modules/mdast-util-from-markdown/lib/index.js'],
  '/repo/packages/contracts/src/projects.ts': ['/repo/packages/contracts/src/primitives.ts', '/repo/packages/contracts/src/mediaFiles.ts'],
  '/repo/packages/contracts/src/primitives.ts': ['/repo/node_modules/zod/v4/mini/index.js'],
  '/repo/packages/site/src/http/visitorSchemas.ts': ['/repo/packages/contracts/src/projects.ts'],
};
const graph: ModuleGraph = { getModuleInfo: (id) => ({ importedIds: IMPORTS[id] ?? [] }) };

describe('sharedChunkName', () => {
  it('puts the site’s own modules and the zod-free contracts in `shared`', () => {
    const name = sharedChunkName();
    expect(name('/repo/packages/site/src/screens/Projects/ProjectListing.tsx', graph)).toBe('shared');
    expect(name('/repo/packages/contracts/src/mediaFiles.ts', graph)).toBe('shared');
  });

  it('puts zod and the contracts built with it in `schemas`, and leaves the site modules that import them to the default chunking', () => {
    const name = sharedChunkName();
    expect(name('/repo/node_modules/zod/v4/mini/schemas.js', graph)).toBe('schemas');
    expect(name('C:\\repo\\node_modules\\zod\\v4\\core\\core.js', graph)).toBe('schemas');
    expect(name('/repo/packages/contracts/src/primitives.ts', graph)).toBe('schemas');
    expect(name('/repo/packages/contracts/src/projects.ts', graph)).toBe('schemas');
    expect(name('/repo/packages/site/src/http/visitorSchemas.ts', graph)).toBeNull();
  });

  it('leaves other packages, and every module that reaches XState, to the default chunking', () => {
    const name = sharedChunkName();
    expect(name('/repo/node_modules/preact/compat/dist/compat.module.js', graph)).toBeNull();
    expect(name('/repo/node_modules/xstate/dist/xstate.esm.js', graph)).toBeNull();
    expect(name('/repo/packages/terminal-ui/src/components/DeferredTerminal/SessionDriver.tsx', graph)).toBeNull();
    expect(name('/repo/packages/terminal-ui/src/machines/cycle.ts', graph)).toBeNull();
    expect(name('/repo/packages/site/src/a.ts', graph)).toBeNull();
    expect(name('/repo/packages/site/src/b.ts', graph)).toBeNull();
  });

  it('leaves the Markdown renderer, and every module that reaches its parser, to the default chunking', () => {
    const name = sharedChunkName();
    expect(name('/repo/packages/site/src/markdown/pageHeadings.ts', graph)).toBeNull();
    expect(name('/repo/packages/site/src/markdown/parseMarkdown.ts', graph)).toBeNull();
    expect(name('/repo/packages/site/src/screens/WritingPost/WritingPostScreen.tsx', graph)).toBeNull();
  });

  it('puts the Markdown renderer’s loader, which the routes import, and the marks both sides use in `shared`', () => {
    expect(sharedChunkName()('/repo/packages/site/src/markdown/markdownRenderer.ts', graph)).toBe('shared');
    expect(sharedChunkName()('/repo/packages/site/src/markdown/markdownMarks.ts', graph)).toBe('shared');
  });
});
