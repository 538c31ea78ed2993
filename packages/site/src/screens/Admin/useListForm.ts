import type { AnyStateMachine } from 'xstate';
import type { FormMachine } from './form/formMachine';
import { type AdminFormOptions, useAdminForm } from './form/useAdminForm';
import type { AdminList } from './useAdminList';
import { type ItemActionsOptions, useItemActions } from './useItemActions';

type ListForm<TLogic extends AnyStateMachine, Fields extends object, Input, Request, Result> = ReturnType<
  typeof useAdminForm<TLogic, Fields, Input, Request, Result>
>;

/**
 * A list tab's form (an editor, the project form) and the actions on the list's items, bound to
 * the list: a save reloads the list; a delete, a publish or a restore reloads it too, and closes
 * the form when it holds that item. `actions` gets the form (a publish may have to follow it).
 */
export function useListForm<TLogic extends AnyStateMachine, Fields extends object, Input, Request, Result, T>(
  list: AdminList<readonly T[]>,
  machine: FormMachine<TLogic, Fields, Input>,
  save: Omit<AdminFormOptions<Fields, Input, Request, Result>, 'onSaved'>,
  actions: (form: ListForm<TLogic, Fields, Input, Request, Result>) => Omit<ItemActionsOptions<T>, 'form' | 'reload'>,
) {
  const form = useAdminForm(machine, { ...save, onSaved: list.reload });
  return { form, actions: useItemActions<T>({ ...actions(form), form, reload: list.reload }) };
}
