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
 *                 `admin ********`); such a line is also kept out of history. Default: none is.
 *
 * Context: input (the line being typed), lines (`OutputLine[]`, capped at 5,000), nextLineId,
 * history (`{ entries, index, draft }`), running (true while an async command runs: disable the
 * input), prompt; and, internal: config, pending.
 *
 * States: `idle`; `running` (an async command is awaited; every input event is ignored).
 *
 * Events:
 *   input.change {value}   the user typed
 *   input.fill {value}     a clickable entry fills the input
 *   input.clear            Ctrl+U
 *   history.back           ArrowUp
 *   history.forward        ArrowDown
 *   completion.request     Tab
 *   command.submit         Enter: echoes `{prompt} {input}`, records history, runs the line
 *   output.clear           Ctrl+L
 *   line.abandon           Ctrl+C: echoes the prompt and the input followed by `^C`, empties it
 *   prompt.change {prompt} a new prompt from the screen (`Terminal`'s `prompt` prop)
 *
 * Effects: print, clear and fillInput are applied here. navigate, setTheme and openUrl are emitted,
 * in order, as `{ type: 'effect', effect }`: subscribe with `actor.on('effect', ({ effect }) => …)`.
 * A command that throws or whose promise rejects is printed as `{cmd}: {message}`, never thrown.
 */
import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { commandNames, isAsyncResult, runParsed, type UnknownCommandHandler } from '../engine/commandTable';
import {
  complete,
  formatMatches,
  type CandidateProvider,
  type CompletionOptions,
} from '../engine/completion';
import { createHistory, historyBack, historyForward, recordHistory, resetNavigation, type History } from '../engine/history';
import { commandFailed } from '../engine/messages';
import { blankLine, echoLine, isScreenEffect, printError, textLine } from '../engine/output';
import { appendLines, applyOutputEffects, clearLines, createOutputLog, type OutputLog } from '../engine/outputLog';
import { parseLine } from '../engine/parseLine';
import type { TerminalInput } from '../engine/terminalInput';
import type { CommandContext, CommandTable, Effect, OutputLine, ScreenEffect } from '../engine/types';

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
}

export type TerminalEvent =
  | { type: 'input.change'; value: string }
  | { type: 'input.fill'; value: string }
  | { type: 'input.clear' }
  | { type: 'history.back' }
  | { type: 'history.forward' }
  | { type: 'completion.request' }
  | { type: 'command.submit' }
  | { type: 'output.clear' }
  | { type: 'line.abandon' }
  | { type: 'prompt.change'; prompt: string };

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
    historyBack: assign(({ context }) => historyBack(context.history, context.input)),
    historyForward: assign(({ context }) => historyForward(context.history, context.input)),
    clearOutput: assign(({ context }) => clearLines(context)),
    abandonLine: assign(({ context }) => ({
      ...appendLines(context, [echoLine(context.prompt, `${context.input}^C`)]),
      input: '',
      history: resetNavigation(context.history),
    })),
    changePrompt: assign(({ event }) => {
      assertEvent(event, 'prompt.change');
      return { prompt: event.prompt };
    }),
    completeInput: assign(({ context }) => {
      const { config } = context;
      const completion = complete(context.input, config.candidates(), config.completion);
      if (completion.kind === 'complete') return { input: completion.input };
      if (completion.kind === 'matches') return appendLines(context, [textLine(formatMatches(completion.matches))]);
      return {};
    }),
    /**
     * Enter. The command runs here, at transition time, so a sync command's output lands in the
     * same step (no flicker of a disabled input). An async command only hands back its promise;
     * awaiting it is the `awaitCommand` actor's job in `running`.
     */
    submitLine: enqueueActions(({ context, enqueue }) => {
      const { config, prompt, input } = context;
      const parsed = parseLine(input);
      if (parsed === null) {
        const line = config.emptyLine === 'blank' ? blankLine() : echoLine(prompt, '');
        enqueue.assign({ ...appendLines(context, [line]), input: '', history: resetNavigation(context.history) });
        return;
      }
      const masked = config.privateLine(input);
      const echoed: TerminalContext = {
        ...context,
        ...appendLines(context, [echoLine(prompt, masked ?? input)]),
        input: '',
        history: masked === null ? recordHistory(context.history, input) : resetNavigation(context.history),
      };
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
    config: {
      commands: input.commands,
      currentPrompt: input.currentPrompt,
      getContext: input.getContext,
      candidates: input.candidates ?? (() => ({ commands: commandNames(input.commands) })),
      completion: input.completion ?? {},
      onUnknownCommand: input.onUnknownCommand?.bind(input),
      emptyLine: input.emptyLine ?? 'echo',
      privateLine: input.privateLine ?? (() => null),
    },
  }),
  on: {
    'prompt.change': { actions: 'changePrompt' },
  },
  initial: 'idle',
  states: {
    idle: {
      always: { guard: 'hasPendingCommand', target: 'running' },
      on: {
        'input.change': { actions: 'changeInput' },
        'input.fill': { actions: 'fillInput' },
        'input.clear': { actions: 'clearInput' },
        'history.back': { actions: 'historyBack' },
        'history.forward': { actions: 'historyForward' },
        'completion.request': { actions: 'completeInput' },
        'command.submit': { actions: 'submitLine' },
        'output.clear': { actions: 'clearOutput' },
        'line.abandon': { actions: 'abandonLine' },
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
