import { type RefObject, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { TextField } from '../Fields';
import { FilePicker } from '../Media/FilePicker';
import { UploadLines } from '../Media/UploadLines';
import { useMediaUploads } from '../Media/useMediaUploads';
import { altFromFileName, insertAtCursor, markdownImage } from './insertImage';
import forms from '../Forms.module.css';

export interface InsertImageProps {
  /** The Markdown textarea the image goes into, at its cursor. */
  readonly textarea: RefObject<HTMLTextAreaElement | null>;
  /** The content with the image in it. */
  readonly onInsert: (content: string) => void;
}

/**
 * "Insert image": uploads the chosen image and puts `![alt](url)` at the content's cursor (where it
 * is when the upload ends; at the end of the text if the owner has not been in it yet, as a post
 * opened for editing has its cursor at the start), the alt text as typed or else the file's name.
 * The cursor then follows the image; the focus moves to the content only if it was still on the picker.
 */
export function InsertImage({ textarea, onInsert }: InsertImageProps) {
  const { upload, linesOf } = useMediaUploads();
  const [alt, setAlt] = useState('');
  const picker = useRef<HTMLInputElement>(null);
  // Whether the cursor in the content is one the owner put there.
  const placed = useRef(false);

  useEffect(() => {
    const content = textarea.current;
    if (content === null) return;
    const mark = () => {
      placed.current = true;
    };
    content.addEventListener('focus', mark);
    return () => content.removeEventListener('focus', mark);
  }, [textarea]);

  const insert = async ([file]: readonly File[]) => {
    if (file === undefined) return;
    const text = alt.trim() || altFromFileName(file.name);
    const media = await upload('post', file, text);
    const content = textarea.current;
    if (media === null || content === null) return;
    const position = placed.current ? content.selectionEnd : content.value.length;
    const { text: next, cursor } = insertAtCursor(content.value, position, markdownImage(text, media.url));
    flushSync(() => onInsert(next));
    if (document.activeElement === picker.current || document.activeElement === document.body) content.focus();
    content.setSelectionRange(cursor, cursor);
    placed.current = true;
    setAlt('');
  };

  return (
    <>
      <div className={forms.row}>
        <TextField label="Image alt text" value={alt} onChange={setAlt} placeholder="the file's name" />
        <FilePicker label="Insert image" inputRef={picker} onFiles={(files) => void insert(files)} />
      </div>
      <UploadLines uploads={linesOf('post')} label="Image upload" />
    </>
  );
}
