import { caughtErrorMessage } from '@portfolio/terminal-ui/engine/messages';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { useAdmin } from '../AdminContext';
import type { ContractSchema } from '@portfolio/contracts/schema';
import { type FieldErrors, fieldErrorsOf, hasFieldErrors, visibleFieldErrors } from '../logic/fieldErrors';
import { problem } from '../logic/status';
import { useMarkUnsaved } from '../unsaved/useUnsavedChanges';
import type { OperationMessages, useOperation } from '../useOperation';
import type { FormMachine, TextKey } from './formMachine';

export interface AdminFormOptions<Fields, Input, Request, Result> {
  /** The form's name in its tab, for the unsaved-changes guard; a form without one is not guarded. */
  readonly name?: string;
  /** What a save sends, built from what the form holds. */
  readonly request: (input: Input) => Request;
  /**
   * The schema the API parses the request with: after a failed save each field's problem, in the
   * API's words, shows under it until corrected (else the field the server's answer names).
   */
  readonly schema?: ContractSchema;
  /** Sends a save with the owner's token. With `stored` and `onSaved`, bound once: close over stable values only. */
  readonly send: (token: string, request: Request) => Promise<Result>;
  /** What the machine learns the save stored (a restarting editorForm opens on `{ details }`). */
  readonly stored?: (result: Result) => unknown;
  /** After a successful save (reload the list). */
  readonly onSaved?: (result: Result) => void;
  /** For a machine without a status line of its own: the line its saves report on, and their texts. */
  readonly report?: { readonly operation: ReturnType<typeof useOperation>; readonly messages: (input: Input) => OperationMessages };
  /** Problems found before sending: nothing is sent while there is one; each shows once its field was left or the form sent. */
  readonly validate?: (fields: Fields) => FieldErrors;
  /** The fields a refusal concerns: shown under them until they change, and the status without the reason. */
  readonly refusal?: (error: unknown) => FieldErrors | undefined;
  /** The server's reason appended to a failure (the simple admin's writing tab, the password), not on its own line. */
  readonly append?: boolean;
}

const NONE: ReadonlySet<string> = new Set();

const without = (errors: FieldErrors, field: string): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => name !== field));

/**
 * Every admin form: its machine (`editorForm`, `projectForm`) run for as long as its tab lives, so a
 * draft outlives a re-login, saved with the owner's token. It gives the fields and a binding per
 * text field (value, change, error under it), the submit state, the status line, the server's
 * errors placed on their fields, and marks the form unsaved while it differs from what is stored.
 */
export function useAdminForm<TLogic extends AnyStateMachine, Fields extends object, Input, Request, Result>(
  machine: FormMachine<TLogic, Fields, Input>,
  options: AdminFormOptions<Fields, Input, Request, Result>,
) {
  const { session } = useAdmin();
  const [failure, setFailure] = useState<{ readonly error: unknown } | null>(null);
  const [refused, setRefused] = useState<FieldErrors>({});
  const [left, setLeft] = useState(NONE);
  const [attempted, setAttempted] = useState(false);
  const inputs = useRef(new Map<string, HTMLElement>());
  const focusFirst = (fields: readonly string[], errors: FieldErrors): boolean => {
    const first = fields.find((field) => errors[field] !== undefined);
    if (first !== undefined) inputs.current.get(first)?.focus();
    return first !== undefined;
  };

  const [logic] = useState(() =>
    machine.logic(async (input) => {
      const write = () => session.authorized((token) => options.send(token, options.request(input)));
      try {
        const result = options.report ? await options.report.operation.run(options.report.messages(input), write) : await write();
        setFailure(null);
        setRefused({});
        setLeft(NONE);
        setAttempted(false);
        options.onSaved?.(result);
        return options.stored?.(result);
      } catch (error) {
        const byField = options.refusal?.(error) ?? {};
        setFailure({ error });
        setRefused(byField);
        focusFirst(Object.keys(byField), byField);
        throw error;
      }
    }),
  );
  const actor = useActorRef(logic, { input: machine.input });
  const snapshot = useSelector(actor, (current) => current);
  const view = machine.view(snapshot, actor);
  useMarkUnsaved(options.name, view.unsaved);

  const failed = failure !== null && view.failed;
  const reason = failure === null ? null : caughtErrorMessage(failure.error);
  const { schema } = options;
  const found = schema && failed && view.input !== null ? fieldErrorsOf(schema, options.request(view.input)) : {};
  const checked = schema ? visibleFieldErrors(failed, found, reason) : {};
  const problems = options.validate?.(view.fields) ?? {};
  const shown = Object.fromEntries(Object.entries(problems).filter(([field]) => attempted || left.has(field)));
  const errors: FieldErrors = { ...checked, ...shown, ...refused };
  const refusedFields = failed && failure !== null && hasFieldErrors(options.refusal?.(failure.error) ?? {});
  const own = view.status === undefined ? (options.report?.operation.status ?? null) : view.status;
  const reasoned = own !== null && own.detail !== undefined;
  const status = reasoned && refusedFields ? problem(own.text) : reasoned && options.append ? problem(`${own.text}: ${own.detail}`) : own;
  const guided = options.validate !== undefined || options.refusal !== undefined;
  const cancel = () => {
    setFailure(null);
    view.cancel();
  };

  const field = (name: TextKey<Fields>) => ({
    value: String(view.fields[name]),
    onChange: (value: string) => {
      setRefused((current) => without(current, name));
      view.change(name, value);
    },
    onBlur: guided ? () => setLeft((current) => (current.has(name) ? current : new Set([...current, name]))) : undefined,
    inputRef: guided
      ? (element: HTMLInputElement | null) => {
          if (element) inputs.current.set(name, element);
          else inputs.current.delete(name);
        }
      : undefined,
    error: errors[name],
  });

  return {
    ...view,
    actor,
    snapshot,
    status,
    errors,
    field,
    /** Sends the form, unless a problem found before sending stands (then its field takes the focus). */
    submit: () => {
      if (options.validate) setAttempted(true);
      if (focusFirst(Object.keys(view.fields), problems)) return;
      view.submit();
    },
    /** Closes or empties the form (by its machine's rule) and drops the last failure's field errors. */
    cancel,
    /** Closes the form if it edits `target` (deleted, or restored from its history: what it holds was replaced). */
    closeOn: (target: string | number) => {
      if (view.target === target) cancel();
    },
  };
}

/** A form as `useAdminForm` gives it. */
export type FormModel<TLogic extends AnyStateMachine, Fields extends object, Input> = ReturnType<typeof useAdminForm<TLogic, Fields, Input, unknown, unknown>>;
