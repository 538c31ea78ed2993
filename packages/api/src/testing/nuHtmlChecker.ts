import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * The Nu Html Checker (vnu.jar, from the `vnu-jar` package) run once over many documents, so Java
 * starts once. The package's own launcher would download a Java runtime when `java` is missing (its
 * install script is turned off in the root package.json): this runs the system's `java` instead,
 * which CI installs (`.ci/run`: default-jre-headless).
 */

/** One message of the checker, as its JSON output gives it (`type` is `error`, `info` or `non-document-error`; a warning is an `info` with `subType: 'warning'`). */
export interface NuMessage {
  readonly type: string;
  readonly subType?: string;
  readonly message: string;
  readonly extract?: string;
  readonly lastLine?: number;
  /** The document's name, as passed to `checkDocuments`. */
  readonly document: string;
}

export interface NuDocument {
  /** A name for the report, also the file name it is checked under: letters, digits, `-`, `_`, `.`. */
  readonly name: string;
  readonly html: string;
}

const VNU_JAR = join(dirname(createRequire(import.meta.url).resolve('vnu-jar')), 'build/dist/vnu.jar');

/** Whether a `java` answers on the PATH. */
export function javaAvailable(): boolean {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
}

interface RawMessage {
  readonly type: string;
  readonly subType?: string;
  readonly message: string;
  readonly extract?: string;
  readonly lastLine?: number;
  readonly url?: string;
}

/** Every message the checker has for the documents (errors, warnings and notes), each naming its document. */
export async function checkDocuments(documents: readonly NuDocument[]): Promise<NuMessage[]> {
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-vnu-'));
  try {
    const files = documents.map((document) => {
      const file = join(dir, `${document.name}.html`);
      writeFileSync(file, document.html);
      return { file, name: document.name };
    });
    const output = await new Promise<string>((resolve, reject) => {
      // --exit-zero-always: errors are the answer here, not a failure to run; the JSON goes to stderr.
      execFile('java', ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files.map(({ file }) => file)], { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
        if (error) reject(new Error(`vnu.jar did not run: ${error.message}\n${stderr}`));
        else resolve(stderr);
      });
    });
    const { messages } = JSON.parse(output) as { messages: RawMessage[] };
    const nameOf = new Map(files.map(({ file, name }) => [`file:${file}`, name]));
    return messages.map(({ url, ...message }) => ({ ...message, document: nameOf.get(url ?? '') ?? url ?? '?' }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A message as one line: `document:line: message (extract)`. */
export function describeMessage(message: NuMessage): string {
  const extract = message.extract ? ` (${message.extract.replace(/\s+/g, ' ').slice(0, 120)})` : '';
  return `${message.document}:${message.lastLine ?? '?'}: ${message.message}${extract}`;
}
