import type { ArtResponse } from '@portfolio/contracts/art';
import { ART_KINDS } from '@portfolio/contracts/artKinds';
import { artReviewPath } from '@portfolio/contracts/artReviews';
import { NO_FILES_FOUND } from '@portfolio/terminal-ui/engine/messages';
import { formatLocalDate } from '../../domain/localDate';
import { MediaImage } from '../../media/MediaImage';
import { Link } from '../../routing';
import { NoScript, NoScriptTree } from '../shared/NoScript/NoScript';
import styles from './ArtScreen.module.css';

/** `.noScriptCover`'s width. */
const NO_SCRIPT_COVER_SIZES = '12rem';

/**
 * The art terminal without scripts: each category with its current cover (the panel `cd` opens) and
 * its items, as `cd` and `ls` would list them (an empty one says so, as `ls` does), each reviewed
 * one linking to its review's page. The covers load
 * lazily: where scripts run this block is hidden from the first paint, so they are never fetched.
 */
export function ArtNoScript({ art }: { art: ArtResponse }) {
  return (
    <NoScript>
      {ART_KINDS.map((kind) => {
        const { currentCover: cover, items } = art[kind];
        return (
          <section key={kind} aria-label={kind}>
            <p>{`${kind}/`}</p>
            {cover ? <MediaImage className={styles.noScriptCover} url={cover} alt={`Current ${kind} cover`} sizes={NO_SCRIPT_COVER_SIZES} /> : null}
            {items.length === 0 ? (
              <p>{NO_FILES_FOUND}</p>
            ) : (
              <NoScriptTree
                label={kind}
                items={items.map((item) => ({
                  key: item.id,
                  content: (
                    <>
                      {/* A reviewed entry links to its review's page, where the terminal's `cat` would print it. */}
                      {item.hasReview ? <Link to={artReviewPath(kind, item.id)}>{item.title}</Link> : item.title}
                      {` — ${item.creator} (`}
                      <time dateTime={item.date}>{formatLocalDate(item.date)}</time>
                      {')'}
                    </>
                  ),
                }))}
              />
            )}
          </section>
        );
      })}
    </NoScript>
  );
}
