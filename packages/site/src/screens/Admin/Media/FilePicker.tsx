import { type ChangeEvent, type DragEvent, type Ref, useId, useState } from 'react';
import forms from '../Forms.module.css';
import media from './Media.module.css';

export interface FilePickerProps {
  /** The file input's label: `Upload images`, `Upload music cover`. */
  readonly label: string;
  readonly multiple?: boolean;
  readonly disabled?: boolean;
  /** What the input offers: images unless said. */
  readonly accept?: string;
  /**
   * The choice stays in the input, for a form that sends it later (the resume), and choosing nothing
   * is told too; otherwise the input is cleared, so choosing the same file again sends it again.
   */
  readonly keep?: boolean;
  /** With a hint (`or drop images here`), the picker is also a drop zone for files. */
  readonly dropHint?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
  /** The files chosen or dropped (at least one, unless `keep`). */
  readonly onFiles: (files: File[]) => void;
}

/**
 * Choosing images: a labelled file input (keyboard and screen reader users pick files with it), and,
 * with `dropHint`, a zone around it that takes files dragged onto it. What is accepted is the
 * server's call: a file it refuses says why on its upload line.
 */
export function FilePicker({ label, multiple = false, disabled = false, accept = 'image/*', keep = false, dropHint, inputRef, onFiles }: FilePickerProps) {
  const id = useId();
  const [over, setOver] = useState(false);

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    if (keep) {
      onFiles(files);
      return;
    }
    // Cleared, so choosing the same file again uploads it again.
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };

  const input = (
    <input
      ref={inputRef}
      id={id}
      className={forms.file}
      type="file"
      accept={accept}
      multiple={multiple}
      disabled={disabled}
      onChange={chosen}
    />
  );
  const labelled = (
    <label htmlFor={id} className={forms.label}>
      {label}
    </label>
  );
  if (dropHint === undefined) {
    return (
      <div className={forms.field}>
        {labelled}
        {input}
      </div>
    );
  }

  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    if (disabled) return;
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const dragLeave = (event: DragEvent) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setOver(false);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = Array.from(event.dataTransfer.files);
    if (!disabled && files.length > 0) onFiles(files);
  };

  return (
    <div className={media.dropZone} data-over={over} onDragOver={dragOver} onDragEnter={dragOver} onDragLeave={dragLeave} onDrop={drop}>
      {labelled}
      {input}
      <span className={forms.meta}>{dropHint}</span>
    </div>
  );
}
