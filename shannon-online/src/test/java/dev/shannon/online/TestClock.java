package dev.shannon.online;

import java.time.Instant;
import java.time.InstantSource;
import java.util.concurrent.atomic.AtomicLong;

/** A clock the test moves by hand, so that clock and abandonment tests take no real time. */
public final class TestClock implements InstantSource {
    private final AtomicLong millis;

    public TestClock(long startMillis) {
        this.millis = new AtomicLong(startMillis);
    }

    public void advance(long ms) {
        millis.addAndGet(ms);
    }

    @Override
    public long millis() {
        return millis.get();
    }

    @Override
    public Instant instant() {
        return Instant.ofEpochMilli(millis.get());
    }
}
