import type { EventOf, EventSubject } from './events';
import type { ReplyOf, RequestSubject } from './requests';

/**
 * A document one service owns and others keep a read-only copy of: the owner
 * publishes `changed` when it changes and answers `current` for a reader that
 * starts up. The owner declares it here; the platform keeps each reader's copy
 * (a one-row table in the reader's database) without knowing whose it is.
 */
export interface PublishedCopy<E extends EventSubject, R extends RequestSubject, F extends object> {
  /** The one-row table (id, figures, changed_at) each reader's migrations create. */
  table: string;
  changed: E;
  current: R;
  /** What a reader uses until its copy holds the owner's figures; the owner starts from them too. */
  defaults: Readonly<F>;
  figuresOfEvent(event: EventOf<E>): Partial<F>;
  /** changedAt null: the owner never saved its figures (its defaults apply). */
  figuresOfReply(reply: ReplyOf<R>): { figures: Partial<F>; changedAt: string | null };
}

/** A reader's view of a published copy: the newest figures it holds, defaults filled in. */
export interface PublishedCopyClient<F extends object> {
  current(): Readonly<F>;
}
