package dev.shannon.online;

import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * Where online games are kept. Every method that writes returns only once the write is committed (durable): a move
 * is acknowledged after {@link #replace} returns true, never before. Implementations notify {@link #changes()}
 * subscribers after every committed write, on this server and on every other server sharing the store.
 */
public interface GameStore extends AutoCloseable {
    /** Stores a new game (version 0). Throws IllegalStateException if the id is taken. */
    void insert(OnlineGame game);

    Optional<OnlineGame> find(String id);

    /** The games with these ids that exist, in no particular order (at most {@value #MAX_BATCH} ids). */
    List<OnlineGame> findAll(Collection<String> ids);

    /**
     * Replaces {@code current} by {@code next} if the stored game still has {@code current}'s version (optimistic
     * concurrency): {@code next} has the version after it and the same moves plus any new ones at the end. With a
     * non-null {@code created}, that new game is inserted in the same transaction. Returns false, writing nothing,
     * when another change came first.
     */
    boolean replace(OnlineGame current, OnlineGame next, OnlineGame created);

    /**
     * Ids of unfinished games time may have ended at {@code now}: a flag due to fall, a game waiting since before
     * {@code waitingSince}, or a game whose side to move has not moved since {@code idleSince}; at most {@code limit}.
     */
    List<String> due(long now, long waitingSince, long idleSince, int limit);

    /** Change notification for the games of this store. */
    GameChanges changes();

    /** Closes the pool and the listener; pending writes either committed or not, never half. */
    @Override
    void close();

    /** The most ids {@link #findAll} takes at once. */
    int MAX_BATCH = 200;
}
