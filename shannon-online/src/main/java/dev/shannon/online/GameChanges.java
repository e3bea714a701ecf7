package dev.shannon.online;

/**
 * Tells who wants to know that a game changed. A subscriber is called after every committed change of its game
 * (made through any server sharing the store) and may also be called when nothing changed, e.g. after the
 * notification channel reconnected and changes may have been missed: on each call it reads the game again and
 * compares versions. Calls come on a notifier thread: a subscriber must return quickly.
 */
public interface GameChanges {
    /** Calls {@code onChange} after each change of game {@code gameId} until the subscription is closed. */
    Subscription subscribe(String gameId, Runnable onChange);

    /** An open subscription; closing it stops the calls. */
    interface Subscription extends AutoCloseable {
        @Override
        void close();
    }
}
