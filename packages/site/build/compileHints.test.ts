// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, wantsCompileHint } from './compileHints.ts';

const chunk = (name: string, facadeModuleId: string | null, isEntry = false, moduleIds: readonly string[] = []) => ({ name, facadeModuleId, isEntry, moduleIds });

describe('wantsCompileHint', () => {
  it('is V8’s magic comment, on a line of its own', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('hints the entry, `shared`, `MarkdownContent`, the visitor screens and what every page runs after its paint', () => {
    expect(wantsCompileHint(chunk('index', '/repo/packages/site/index.html', true))).toBe(true);
    expect(wantsCompileHint(chunk('shared', null))).toBe(true);
    expect(wantsCompileHint(chunk('MarkdownContent', null))).toBe(true);
    expect(wantsCompileHint(chunk('ProjectsRoute', '/repo/packages/site/src/screens/Projects/ProjectsRoute.tsx'))).toBe(true);
    expect(wantsCompileHint(chunk('SplashOverlay', '/repo/packages/site/src/screens/Home/SplashOverlay.tsx'))).toBe(true);
    expect(wantsCompileHint(chunk('takeOverPage', '/repo/packages/site/src/ssr/takeOverPage.ts'))).toBe(true);
  });

  it('hints the chunk holding XState, which creates and starts a machine as soon as it loads', () => {
    const xstate = ['/repo/node_modules/xstate/dist/xstate.esm.js', '/repo/node_modules/@xstate/react/dist/xstate-react.esm.js'];
    expect(wantsCompileHint(chunk('xstate-react.esm', null, false, xstate))).toBe(true);
  });

  it('leaves the admin, large libraries a page uses a part of, and code an action loads to lazy compiling', () => {
    expect(wantsCompileHint(chunk('AdminRoute', '/repo/packages/site/src/screens/Admin/AdminRoute.tsx'))).toBe(false);
    expect(wantsCompileHint(chunk('schemas', null))).toBe(false);
    expect(wantsCompileHint(chunk('parseMarkdown', '/repo/packages/site/src/markdown/parseMarkdown.ts'))).toBe(false);
    expect(wantsCompileHint(chunk('renderMarkdown', '/repo/packages/site/src/markdown/renderMarkdown.ts'))).toBe(false);
    expect(wantsCompileHint(chunk('loginApi', '/repo/packages/site/src/http/loginApi.ts'))).toBe(false);
    expect(wantsCompileHint(chunk('terminalMarkdown', '/repo/packages/site/src/markdown/terminalMarkdown.ts'))).toBe(false);
  });
});
