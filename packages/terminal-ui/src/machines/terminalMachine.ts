/**
 * terminalMachine — one terminal session: the input line, its history, completion, and running
 * commands (sync, or async with the input disabled), printing into the output log.
 *
 * Input (`TerminalInput`, read once at start; pass stable functions that read the screen's
 * latest data, and build it with `defineTerminalInput` so table and context agree on `Ctx`):
 *   commands      the command table (`CommandTable<Ctx>`)
 *   prompt        the prompt string echoed before each line, e.g. `portfolio@host:~$`
 *   currentPrompt? `() => string`, read after every command (sync, async, failed): the prompt
 *                 from then on, as a shell re-reads its PS1 (art: `cd music` gives `~/art/music`)
 *   getContext    `() => Ctx`, called when a command runs
 *   candidates?   `() => CompletionCandidates` for Tab (default: the table's command names)
 *   completion?   `CompletionOptions` (about screen: `{ bareArgumentOf: 'cat' }`)
 *   onUnknownCommand? `(parsed, ctx) => effects | null` for a line whose first word is no command
 *                 (projects: a typed title opens it); `null` gives `{cmd}: command not found`
 *   emptyLine?    `'echo'` (default: an empty line echoes the prompt only) or `'blank'` (about:
 *                 an empty input adds a blank line)
 *   initialLines? lines printed at start (`NewOutputLine[]`, see `textLine` in engine/output)
 *   initialHistory? history entries at start (stories)
 *   privateLine?  `(line) => string | null`: for a line that must not be shown or remembered as
 *                 typed (home: `admin <password>`), the text its echo shows instead (e.g.
 *                 `admin ********`); such a line is also kept out of history, and the view
 *                 shows it masked while it is typed (`admin ••••••`, engine/maskedLine). Default: none is.
 *   onHistoryChange? `(entries) => void`: the history's entries after a line is recorded, called
 *                 before that line runs (so a `history` command reading them lists itself, as bash's)
 *   onLinesChange? read by `useTerminalSession`, not here; startupCommand? sent by it as
 *                 `command.run` / `command.refuse` once the session is live
 *
 * Context: input (the line being typed), lines (`OutputLine[]`, capped at 5,000), nextLineId,
 * history (`{ entries, index, draft }`), running (true while an async command runs: disable the
 * input), prompt; search (Ctrl+R's, engine/reverseSearch, while `searching`); and, internal: config,
 * pending, completionCycle (engine/completionCycle), queuedLines (a paste's or the typed-ahead lines
 * still to run), queuedDraft (the typed-ahead line to leave in the input once they have run).
 *
 * States: `idle`; `running` (an async command is awaited; every input event is ignored);
 * `searching` (Ctrl+R: the input's events are the search's; the view shows the query and `search.line`).
 *
 * Events:
 *   input.change {value}   the user typed
 *   input.fill {value}     a clickable entry fills the input
 *   input.clear            Ctrl+U
 *   history.back           ArrowUp
 *   history.forward        ArrowDown
 *   completion.request     Tab
 *   command.submit         Enter: echoes `{prompt} {input}`, records history, runs the line; a line
 *                          with `!!`, `!n` or `!-n` is expanded first (engine/historyExpansion): the
 *                          echo of what was typed is followed by the expanded line, as bash prints
 *                          it, and the expanded line is what runs and is recorded; an event not
 *                          found prints bash's `!n: event not found` and runs nothing
 *   command.run {line}     runs `line` as if typed and submitted (a `?cmd=` link); the input is replaced
 *   command.refuse {line, reason}  echoes `line` (masked if private) and prints `reason`; runs nothing
 *   output.clear           Ctrl+L
 *   line.abandon           Ctrl+C: echoes the prompt and the input followed by `^C` (a private
 *                          line masked, as its echo), empties it
 *   prompt.change {prompt} a new prompt from the screen (`Terminal`'s `prompt` prop)
 *   output.print {lines}   lines from outside a command, e.g. the link of a tab the browser would
 *                          not open (`useTerminalSession`); in any state, after what is printed
 *   completion.request, again after it listed matches (the input unchanged): the matches take
 *                          turns in the input, then the line as typed (engine/completionCycle)
 *   input.paste {lines}    a paste holding line breaks: each non-empty line runs in order, as if typed
 *                          and entered, the next once the last has finished (async ones too)
 *   input.typeAhead {lines, draft}  keys typed before the session ran (engine/typeAhead): each
 *                          entered line runs in order, as if typed and entered (an empty one too),
 *                          the next once the last has finished; then `draft` waits in the input
 *   search.start           Ctrl+R: starts a reverse search; while searching, the next older match
 *   search.change {query}  while searching: the query as typed
 *   search.accept          while searching, an arrow: the line found goes in the input, to edit
 *   search.cancel          while searching, Escape or Ctrl+G: the input as it was before the search
 *   (while searching, command.submit runs the line found, line.abandon abandons it, input.fill
 *   gives up the search and fills, output.clear clears; other events wait for the search to end)
 *
 * Effects: print, clear and fillInput are applied here. navigate, setTheme and openUrl are emitted,
 * in order, as `{ type: 'effect', effect }`: subscribe with `actor.on('effect', ({ effect }) => …)`.
 * A command that throws or whose promise rejects is printed as `{cmd}: {message}`, never thrown.
 */
import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { commandNames, isAsyncResult, runParsed, type UnknownCommandHandler } from '../engine/commandTable';
import {
  complete,
  completionChoices,
  formatMatches,
  type CandidateProvider,
  type CompletionOptions,
} from '../engine/completion';
import { advanceCompletionCycle, continuesCycle, cycleShows, startCompletionCycle, type CompletionCycle } from '../engine/completionCycle';
import { createHistory, historyBack, historyForward, recordHistory, resetNavigation, type History } from '../engine/history';
import { expandHistory, type HistoryExpansion } from '../engine/historyExpansion';
import { commandFailed } from '../engine/messages';
import { blankLine, echoLine, isScreenEffect, printError, textLine } from '../engine/output';
import { appendLines, applyOutputEffects, clearLines, createOutputLog, type OutputLog } from '../engine/outputLog';
import { parseLine } from '../engine/parseLine';
import { changeSearchQuery, searchOlder, startReverseSearch, type ReverseSearch } from '../engine/reverseSearch';
import type { TerminalInput } from '../engine/terminalInput';
import type { CommandContext, CommandTable, Effect, NewOutputLine, OutputLine, ScreenEffect } from '../engine/types';

export { defineTerminalInput, type TerminalInput } from '../engine/terminalInput';

interface TerminalConfig {
  readonly commands: CommandTable;
  readonly currentPrompt: (() => string) | undefined;
  readonly getContext: () => CommandContext;
  readonly candidates: CandidateProvider;
  readonly completion: CompletionOptions;
  readonly onUnknownCommand: UnknownCommandHandler | undefined;
  readonly emptyLine: 'echo' | 'blank';
  readonly privateLine: (line: string) => string | null;
  readonly onHistoryChange: (entries: readonly string[]) => void;
}

/** An async command being awaited: its name (for the failure line) and its promise. */
export interface PendingCommand {
  readonly command: string;
  readonly result: Promise<readonly Effect[]>;
}

export interface TerminalContext extends OutputLog {
  readonly input: string;
  readonly lines: readonly OutputLine[];
  readonly history: History;
  readonly running: boolean;
  readonly prompt: string;
  readonly config: TerminalConfig;
  readonly pending: PendingCommand | null;
  /** Ctrl+R's search while one is on (state `searching`), else null. */
  readonly search: ReverseSearch | null;
  /** Tab's turn through the matches it listed (engine/completionCycle), else null. */
  readonly completionCycle: CompletionCycle | null;
  /** Pasted or typed-ahead lines still to run, in order (`input.paste`, `input.typeAhead`). */
  readonly queuedLines: readonly string[];
  /** The typed-ahead line for the input once the queued lines have run (`input.typeAhead`), else null. */
  readonly queuedDraft: string | null;
}

export type TerminalEvent =
  | { type: 'input.change'; value: string }
  | { type: 'input.fill'; value: string }
  | { type: 'input.clear' }
  | { type: 'history.back' }
  | { type: 'history.forward' }
  | { type: 'completion.request' }
  | { type: 'command.submit' }
  | { type: 'command.run'; line: string }
  | { type: 'command.refuse'; line: string; reason: string }
  | { type: 'output.clear' }
  | { type: 'line.abandon' }
  | { type: 'prompt.change'; prompt: string }
  | { type: 'output.print'; lines: readonly NewOutputLine[] }
  | { type: 'input.paste'; lines: readonly string[] }
  | { type: 'input.typeAhead'; lines: readonly string[]; draft: string }
  | { type: 'search.start' }
  | { type: 'search.change'; query: string }
  | { type: 'search.accept' }
  | { type: 'search.cancel' };

export interface TerminalEffectEvent {
  type: 'effect';
  effect: ScreenEffect;
}

/** The input, the log and the prompt once a command's print, clear and fillInput effects are applied. */
function applyEffects(context: TerminalContext, effects: readonly Effect[]) {
  const log = applyOutputEffects(context, effects);
  const fill = effects.filter((effect) => effect.type === 'fillInput').at(-1);
  return {
    lines: log.lines,
    nextLineId: log.nextLineId,
    input: fill === undefined ? context.input : fill.value,
    prompt: promptAfterCommand(context),
  };
}

/** The echo of a typed line, then, when history expansion changed it, the line that runs (as bash prints it). */
function echoTyped(prompt: string, input: string, expanded: string | null): NewOutputLine[] {
  return expanded === null ? [echoLine(prompt, input)] : [echoLine(prompt, input), textLine(expanded)];
}

function promptAfterCommand(context: TerminalContext): string {
  return context.config.currentPrompt?.() ?? context.prompt;
}

export const terminalMachine = setup({
  types: {
    input: {} as TerminalInput,
    context: {} as TerminalContext,
    events: {} as TerminalEvent,
    emitted: {} as TerminalEffectEvent,
  },
  actors: {
    /** Awaits the promise an async command returned; swap it in tests to control settling. */
    awaitCommand: fromPromise<readonly Effect[], PendingCommand>(({ input }) => input.result),
  },
  guards: {
    hasPendingCommand: ({ context }) => context.pending !== null,
    hasQueuedLines: ({ context }) => context.queuedLines.length > 0,
    hasQueuedDraft: ({ context }) => context.queuedDraft !== null,
    continuesCompletionCycle: ({ context }) => continuesCycle(context.completionCycle, context.input),
  },
  actions: {
    changeInput: assign(({ event }) => {
      assertEvent(event, 'input.change');
      return { input: event.value };
    }),
    fillInput: assign(({ context, event }) => {
      assertEvent(event, 'input.fill');
      return { input: event.value, history: resetNavigation(context.history) };
    }),
    clearInput: assign({ input: '' }),
    takeLine: assign(({ event }) => {
      assertEvent(event, 'command.run');
      return { input: event.line };
    }),
    refuseLine: assign(({ context, event }) => {
      assertEvent(event, 'command.refuse');
      const shown = context.config.privateLine(event.line) ?? event.line;
      return appendLines(context, [echoLine(context.prompt, shown), textLine(event.reason, 'error')]);
    }),
    historyBack: assign(({ context }) => historyBack(context.history, context.input)),
    historyForward: assign(({ context }) => historyForward(context.history, context.input)),
    clearOutput: assign(({ context }) => clearLines(context)),
    printLines: assign(({ context, event }) => {
      assertEvent(event, 'output.print');
      return appendLines(context, event.lines);
    }),
    abandonLine: assign(({ context }) => ({
      // A private line abandoned is echoed masked, like one submitted: the log may be kept (and stored).
      ...appendLines(context, [echoLine(context.prompt, `${context.config.privateLine(context.input) ?? context.input}^C`)]),
      input: '',
      history: resetNavigation(context.history),
    })),
    changePrompt: assign(({ event }) => {
      assertEvent(event, 'prompt.change');
      return { prompt: event.prompt };
    }),
    completeInput: assign(({ context }) => {
      const { config } = context;
      const candidates = config.candidates();
      const completion = complete(context.input, candidates, config.completion);
      if (completion.kind === 'complete') return { input: completion.input };
      if (completion.kind === 'matches') {
        const choices = completionChoices(context.input, candidates, config.completion);
        return { ...appendLines(context, [textLine(formatMatches(completion.matches))]), completionCycle: startCompletionCycle(context.input, choices) };
      }
      return {};
    }),
    cycleCompletion: assign(({ context }) => {
      if (!continuesCycle(context.completionCycle, context.input)) return {};
      const completionCycle = advanceCompletionCycle(context.completionCycle);
      return { completionCycle, input: cycleShows(completionCycle) };
    }),
    endCompletionCycle: assign({ completionCycle: null }),
    queuePastedLines: assign(({ event }) => {
      assertEvent(event, 'input.paste');
      return { input: '', queuedLines: event.lines.filter((line) => line.trim() !== '') };
    }),
    takeQueuedLine: assign(({ context }) => ({ input: context.queuedLines[0] ?? '', queuedLines: context.queuedLines.slice(1) })),
    queueTypedAhead: assign(({ event }) => {
      assertEvent(event, 'input.typeAhead');
      return { input: '', queuedLines: event.lines, queuedDraft: event.draft };
    }),
    takeQueuedDraft: assign(({ context }) => ({ input: context.queuedDraft ?? '', queuedDraft: null })),
    startSearch: assign(({ context }) => ({ search: startReverseSearch(context.input) })),
    searchOlder: assign(({ context }) => ({ search: context.search && searchOlder(context.search, context.history.entries) })),
    changeSearchQuery: assign(({ context, event }) => {
      assertEvent(event, 'search.change');
      return { search: context.search && changeSearchQuery(context.search, context.history.entries, event.query) };
    }),
    /** The line found goes in the input; ArrowUp/Down then move on from its place in history, as in bash. */
    acceptSearch: assign(({ context }) => {
      const { search, history } = context;
      if (search === null) return {};
      const placed = search.found === null ? history : { ...history, index: search.found, draft: search.original };
      return { input: search.line, search: null, history: placed };
    }),
    cancelSearch: assign(({ context }) => ({ input: context.search?.original ?? context.input, search: null })),
    /**
     * Enter. The command runs here, at transition time, so a sync command's output lands in the
     * same step (no flicker of a disabled input). An async command only hands back its promise;
     * awaiting it is the `awaitCommand` actor's job in `running`.
     */
    submitLine: enqueueActions(({ context, enqueue }) => {
      const { config, prompt, input } = context;
      const typed = parseLine(input);
      if (typed === null) {
        const line = config.emptyLine === 'blank' ? blankLine() : echoLine(prompt, '');
        enqueue.assign({ ...appendLines(context, [line]), input: '', history: resetNavigation(context.history) });
        return;
      }
      const typedMask = config.privateLine(input);
      // A private line (a password) runs as typed: a `!` in it is not a history designator.
      const expansion: HistoryExpansion = typedMask === null ? expandHistory(input, context.history.entries) : { kind: 'unchanged' };
      if (expansion.kind === 'failed') {
        const lines = [echoLine(prompt, input), textLine(expansion.message, 'error')];
        enqueue.assign({ ...appendLines(context, lines), input: '', history: resetNavigation(context.history) });
        return;
      }
      const expanded = expansion.kind === 'expanded' ? expansion.line : null;
      const parsed = (expanded === null ? typed : parseLine(expanded)) ?? typed;
      const masked = expanded === null ? typedMask : config.privateLine(expanded);
      const shown = masked === null ? echoTyped(prompt, input, expanded) : [echoLine(prompt, masked)];
      const history = masked === null ? recordHistory(context.history, expanded ?? input) : resetNavigation(context.history);
      // Called here, not enqueued: the command runs below, in this same step, and may read them.
      if (history.entries !== context.history.entries) config.onHistoryChange(history.entries);
      const echoed: TerminalContext = { ...context, ...appendLines(context, shown), input: '', history };
      const result = runParsed(config.commands, parsed, config.getContext, config.onUnknownCommand);
      if (isAsyncResult(result)) {
        enqueue.assign({ ...echoed, pending: { command: parsed.command, result } });
        return;
      }
      enqueue.assign({ ...echoed, ...applyEffects(echoed, result) });
      for (const effect of result.filter(isScreenEffect)) enqueue.emit({ type: 'effect', effect });
    }),
    applyEffects: enqueueActions(({ context, enqueue }, params: { effects: readonly Effect[] }) => {
      enqueue.assign(applyEffects(context, params.effects));
      for (const effect of params.effects.filter(isScreenEffect)) enqueue.emit({ type: 'effect', effect });
    }),
    printFailure: assign(({ context }, params: { error: unknown }) => ({
      ...applyOutputEffects(context, [printError(commandFailed(context.pending?.command ?? '', params.error))]),
      prompt: promptAfterCommand(context),
    })),
    startRunning: assign({ running: true }),
    stopRunning: assign({ running: false }),
    clearPending: assign({ pending: null }),
  },
}).createMachine({
  id: 'terminal',
  context: ({ input }) => ({
    input: '',
    ...createOutputLog(input.initialLines),
    history: createHistory(input.initialHistory),
    running: false,
    prompt: input.prompt,
    pending: null,
    search: null,
    completionCycle: null,
    queuedLines: [],
    queuedDraft: null,
    config: {
      commands: input.commands,
      currentPrompt: input.currentPrompt,
      getContext: input.getContext,
      candidates: input.candidates ?? (() => ({ commands: commandNames(input.commands) })),
      completion: input.completion ?? {},
      onUnknownCommand: input.onUnknownCommand?.bind(input),
      emptyLine: input.emptyLine ?? 'echo',
      privateLine: input.privateLine ?? (() => null),
      onHistoryChange: input.onHistoryChange ?? (() => undefined),
    },
  }),
  on: {
    'prompt.change': { actions: 'changePrompt' },
    'output.print': { actions: 'printLines' },
  },
  initial: 'idle',
  states: {
    idle: {
      always: [
        { guard: 'hasPendingCommand', target: 'running' },
        // A multi-line paste: the next line runs once the last has finished, as in a shell.
        { guard: 'hasQueuedLines', actions: ['takeQueuedLine', 'submitLine'] },
        { guard: 'hasQueuedDraft', actions: 'takeQueuedDraft' },
      ],
      on: {
        'input.change': { actions: ['changeInput', 'endCompletionCycle'] },
        'input.fill': { actions: 'fillInput' },
        'input.clear': { actions: 'clearInput' },
        'history.back': { actions: 'historyBack' },
        'history.forward': { actions: 'historyForward' },
        'completion.request': [{ guard: 'continuesCompletionCycle', actions: 'cycleCompletion' }, { actions: 'completeInput' }],
        'input.paste': { actions: 'queuePastedLines' },
        'input.typeAhead': { actions: 'queueTypedAhead' },
        'search.start': { target: 'searching', actions: 'startSearch' },
        'command.submit': { actions: 'submitLine' },
        'command.run': { actions: ['takeLine', 'submitLine'] },
        'command.refuse': { actions: 'refuseLine' },
        'output.clear': { actions: 'clearOutput' },
        'line.abandon': { actions: 'abandonLine' },
      },
    },
    searching: {
      on: {
        'search.start': { actions: 'searchOlder' },
        'search.change': { actions: 'changeSearchQuery' },
        'search.accept': { target: 'idle', actions: 'acceptSearch' },
        'search.cancel': { target: 'idle', actions: 'cancelSearch' },
        'command.submit': { target: 'idle', actions: ['acceptSearch', 'submitLine'] },
        'line.abandon': { target: 'idle', actions: ['acceptSearch', 'abandonLine'] },
        'input.fill': { target: 'idle', actions: ['cancelSearch', 'fillInput'] },
        'output.clear': { actions: 'clearOutput' },
      },
    },
    running: {
      entry: 'startRunning',
      exit: 'stopRunning',
      invoke: {
        src: 'awaitCommand',
        input: ({ context }) => context.pending ?? { command: '', result: Promise.resolve([]) },
        onDone: {
          target: 'idle',
          actions: [{ type: 'applyEffects', params: ({ event }) => ({ effects: event.output }) }, 'clearPending'],
        },
        onError: {
          target: 'idle',
          actions: [{ type: 'printFailure', params: ({ event }) => ({ error: event.error }) }, 'clearPending'],
        },
      },
    },
  },
});
