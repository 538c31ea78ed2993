import { Fragment } from 'react';
import { splitDates } from './logic/dates';
import lists from './Lists.module.css';

/** An admin text with each date in it as a `<time>` that never breaks across lines. */
export function DatedText({ text }: { readonly text: string }) {
  return (
    <>
      {splitDates(text).map((piece, index) =>
        'dateTime' in piece ? (
          <time key={index} className={lists.date} dateTime={piece.dateTime}>
            {piece.text}
          </time>
        ) : (
          <Fragment key={index}>{piece.text}</Fragment>
        ),
      )}
    </>
  );
}
