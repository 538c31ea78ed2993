import { useState } from 'react';
import { TextField } from '../Fields';
import { SkillGroups } from './SkillGroups';
import { readSkills, type SkillsEdit, skillsProblem, writeSkills } from './skillsModel';
import forms from '../Forms.module.css';
import styles from './Skills.module.css';

/** The form's binding of the skills field (`useAdminForm`'s `field('skillsJson')`). */
export interface SkillsBinding {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly error?: string;
}

export const SKILLS_TEXTS = {
  legend: 'Skills',
  toJson: 'Edit as JSON',
  toGroups: 'Edit as groups',
  notSet: 'No skills set: the pages show their built-in ones.',
  noGroups: 'No groups',
} as const;

type View = 'groups' | 'json';

/**
 * The skills, edited as groups of items or as the JSON they are written as (the field the form
 * holds, and sends). Groups when the JSON reads as them, else JSON. An edit the groups cannot take
 * (a name already used) says why and changes nothing; JSON that is not valid stays as typed, its
 * problem under it, and the groups wait until it reads.
 */
export function SkillsField({ binding, jsonLabel }: { readonly binding: SkillsBinding; readonly jsonLabel: string }) {
  const [view, setView] = useState<View>(() => (readSkills(binding.value).ok ? 'groups' : 'json'));
  const [problem, setProblem] = useState<string | null>(null);
  const read = readSkills(binding.value);

  const edit = (change: SkillsEdit) => {
    if (!change.ok) {
      setProblem(change.problem);
      return;
    }
    setProblem(null);
    binding.onChange(writeSkills(change.groups, binding.value));
  };

  const toggle = () => {
    if (view === 'groups') {
      setProblem(null);
      setView('json');
      return;
    }
    // JSON that is not valid shows its own problem under the field (left, it is marked): no second line.
    if (!read.ok) {
      binding.onBlur?.();
      setProblem(skillsProblem(binding.value) === undefined ? read.problem : null);
      return;
    }
    setProblem(null);
    setView('groups');
  };

  return (
    <fieldset className={styles.skills}>
      <legend className={styles.legend}>{SKILLS_TEXTS.legend}</legend>
      <div className={styles.bar}>
        <button type="button" className={forms.secondaryButton} onClick={toggle}>
          {view === 'groups' ? SKILLS_TEXTS.toJson : SKILLS_TEXTS.toGroups}
        </button>
      </div>
      <p className={styles.problem} role="status">
        {problem ?? (view === 'groups' && !read.ok ? read.problem : null)}
      </p>
      {view === 'json' ? (
        <TextField label={jsonLabel} {...binding} multiline rows={8} />
      ) : read.ok ? (
        <>
          {read.groups.length === 0 ? <p className={forms.meta}>{binding.value.trim() === '' ? SKILLS_TEXTS.notSet : SKILLS_TEXTS.noGroups}</p> : null}
          <SkillGroups groups={read.groups} onEdit={edit} />
        </>
      ) : null}
    </fieldset>
  );
}
