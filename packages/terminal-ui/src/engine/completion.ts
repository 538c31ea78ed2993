/**
 * Tab completion over the candidates a screen supplies.
 *
 * - A first word completes against the command names; a single match becomes `name ` with a
 *   trailing space, so the next word can be typed at once (the space is harmless: lines are trimmed).
 * - After `cmd `, the word completes against that command's argument candidates (directories after
 *   `cd `, files after `cat `, `dark`/`light` after `theme `); a single match becomes `cmd arg` with
 *   no trailing space, the line being ready for Enter.
 * - Several matches are listed (joined by ` | ` with `formatMatches`); none does nothing; a blank
 *   input does nothing (listing every command on a stray Tab is noise: that is what `help` is for).
 * - Matching ignores case; a completion takes the candidate's spelling.
 * - With `bareArgumentOf` (the about screen, set to `cat`): a first word that matches no command
 *   but exactly one of that command's arguments completes to `cat {file}`; several such file
 *   matches are listed. A command match always wins (spec, about screen).
 * - With `bareArguments: 'withCommands'` as well (the home, set to `cd`): the command's arguments
 *   are candidates beside the commands (spec: "ls, cd, … plus the directory names"), so `a` lists
 *   `admin | art | about`; a single directory match still completes to `cd {dir}`.
 * - `fallbackCommands` (the commands every screen has) complete a first word only when all of the
 *   above give nothing, so each screen's own Tab set (docs/spec.md §2) behaves exactly as before.
 */

export interface CompletionCandidates {
  readonly commands: readonly string[];
  /**
   * Commands offered only when the candidates above give no match at all for a first word: the
   * spec fixes each screen's Tab set, and later commands (man, grep, pwd, ...) must not change what
   * Tab does there (`h` still completes `help`, `gr` finds `grep`).
   */
  readonly fallbackCommands?: readonly string[];
  /** Argument candidates by command name. */
  readonly args?: Readonly<Record<string, readonly string[]>>;
}

/** Called at every Tab, so the candidates may follow the screen's data (e.g. the art category). */
export type CandidateProvider = () => CompletionCandidates;

export interface CompletionOptions {
  readonly bareArgumentOf?: string;
  /** `whenNoCommand` (default): bare arguments complete only when no command matches. */
  readonly bareArguments?: 'whenNoCommand' | 'withCommands';
}

export type Completion =
  | { readonly kind: 'none' }
  | { readonly kind: 'complete'; readonly input: string }
  | { readonly kind: 'matches'; readonly matches: readonly string[] };

const NONE: Completion = { kind: 'none' };

export const formatMatches = (matches: readonly string[]): string => matches.join(' | ');

function matching(candidates: readonly string[], prefix: string): string[] {
  const lower = prefix.toLowerCase();
  return [...new Set(candidates)].filter((candidate) => candidate.toLowerCase().startsWith(lower));
}

function argumentsOf(candidates: CompletionCandidates, command: string): readonly string[] {
  const args = candidates.args ?? {};
  const key = Object.keys(args).find((name) => name.toLowerCase() === command.toLowerCase());
  return key === undefined ? [] : (args[key] ?? []);
}

function fromMatches(matches: readonly string[], complete: (match: string) => string): Completion {
  const [only] = matches;
  if (only === undefined) return NONE;
  if (matches.length === 1) return { kind: 'complete', input: complete(only) };
  return { kind: 'matches', matches };
}

export function complete(
  input: string,
  candidates: CompletionCandidates,
  options: CompletionOptions = {},
): Completion {
  const completion = completeFromCandidates(input, candidates, options);
  return completion.kind === 'none' ? completeFallbackCommand(input, candidates.fallbackCommands ?? []) : completion;
}

/** A first word that nothing else matched, against the fallback commands (see `fallbackCommands`). */
function completeFallbackCommand(input: string, fallbackCommands: readonly string[]): Completion {
  const line = input.trimStart();
  if (line.trim() === '' || /\s/.test(line)) return NONE;
  return fromMatches(matching(fallbackCommands, line), (name) => `${name} `);
}

function completeFromCandidates(
  input: string,
  candidates: CompletionCandidates,
  options: CompletionOptions,
): Completion {
  const line = input.trimStart();
  if (line.trim() === '') return NONE;
  const space = line.search(/\s/);

  if (space === -1) {
    const commands = matching(candidates.commands, line);
    const command = options.bareArgumentOf;
    if (command === undefined) return fromMatches(commands, (name) => `${name} `);
    const args = matching(argumentsOf(candidates, command), line);
    if (options.bareArguments === 'withCommands') {
      const lowerCommands = new Set(commands.map((name) => name.toLowerCase()));
      const bare = args.filter((arg) => !lowerCommands.has(arg.toLowerCase()));
      return fromMatches([...commands, ...bare], (match) => (commands.includes(match) ? `${match} ` : `${command} ${match}`));
    }
    if (commands.length > 0) return fromMatches(commands, (name) => `${name} `);
    return fromMatches(args, (arg) => `${command} ${arg}`);
  }

  const command = line.slice(0, space);
  const rest = line.slice(space).trimStart();
  if (/\s/.test(rest)) return NONE; // only the first argument completes
  return fromMatches(matching(argumentsOf(candidates, command), rest), (arg) => `${command} ${arg}`);
}

/**
 * For Tab cycling (engine/completionCycle): the line each match `complete` lists would complete to,
 * in the listed order — as a single match completes (`clear `, `cd projects/`, `cat readme.txt`).
 * Empty unless `complete` lists several matches.
 */
export function completionChoices(
  input: string,
  candidates: CompletionCandidates,
  options: CompletionOptions = {},
): readonly string[] {
  const completion = complete(input, candidates, options);
  if (completion.kind !== 'matches') return [];
  const line = input.trimStart();
  const space = line.search(/\s/);
  if (space !== -1) return completion.matches.map((arg) => `${line.slice(0, space)} ${arg}`);
  const bareOf = options.bareArgumentOf;
  const commands = new Set([...candidates.commands, ...(candidates.fallbackCommands ?? [])]);
  return completion.matches.map((match) => (bareOf !== undefined && !commands.has(match) ? `${bareOf} ${match}` : `${match} `));
}
