import type { ArtResponse } from '@portfolio/contracts/art';
import { ART_KINDS } from '@portfolio/contracts/art';
import { NO_FILES_FOUND } from '@portfolio/terminal-ui/engine/messages';
import { formatLocalDate } from '../../domain/localDate';
import { NoScript, NoScriptTree } from '../shared/NoScript/NoScript';

/** The art terminal without scripts: each category with its items, as `cd` and `ls` would list them (an empty one says so, as `ls` does). */
export function ArtNoScript({ art }: { art: ArtResponse }) {
  return (
    <NoScript>
      {ART_KINDS.map((kind) => (
        <section key={kind} aria-label={kind}>
          <p>{`${kind}/`}</p>
          {art[kind].items.length === 0 ? (
            <p>{NO_FILES_FOUND}</p>
          ) : (
            <NoScriptTree
              label={kind}
              items={art[kind].items.map((item) => ({
                key: item.id,
                content: `${item.title} — ${item.creator} (${formatLocalDate(item.date)})`,
              }))}
            />
          )}
        </section>
      ))}
    </NoScript>
  );
}
