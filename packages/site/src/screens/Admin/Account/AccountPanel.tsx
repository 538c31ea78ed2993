import { PasswordForm } from './PasswordForm';
import { SignOutEverywhere } from './SignOutEverywhere';
import layout from '../Admin.module.css';

export interface AccountPanelProps {
  /** The id the header's Account button controls. */
  readonly id: string;
  readonly hidden: boolean;
}

/**
 * The owner's account, in both admins: the password and the sessions. Opened from the header's
 * Account button (the spec fixes the five tabs), above the tabs, which stay as they are.
 */
export function AccountPanel({ id, hidden }: AccountPanelProps) {
  return (
    <div id={id} className={layout.columns} hidden={hidden}>
      <PasswordForm />
      <SignOutEverywhere />
    </div>
  );
}
