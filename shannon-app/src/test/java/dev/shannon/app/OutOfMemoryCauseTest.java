package dev.shannon.app;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The command line reports every failure that running out of memory caused as out of memory
 * (exit 2, its line made in advance), also when the JVM hands it over wrapped: a lambda's call
 * site linked for the first time with the heap full fails with a {@link BootstrapMethodError},
 * and a worker's failure may reach the command inside another exception.
 */
class OutOfMemoryCauseTest {
    @Test
    void findsTheOutOfMemoryErrorItselfOrAmongTheCauses() {
        OutOfMemoryError oom = new OutOfMemoryError("Java heap space");
        assertThat(Main.outOfMemoryCause(oom)).isSameAs(oom);
        assertThat(Main.outOfMemoryCause(new BootstrapMethodError(oom))).isSameAs(oom);
        assertThat(Main.outOfMemoryCause(new IllegalStateException("a worker failed", new BootstrapMethodError(oom))))
                .isSameAs(oom);
    }

    @Test
    void otherFailuresAreNotOutOfMemory() {
        assertThat(Main.outOfMemoryCause(new StackOverflowError())).isNull();
        assertThat(Main.outOfMemoryCause(new IllegalStateException(new NoClassDefFoundError("X"))))
                .isNull();
        assertThat(Main.outOfMemoryCause(null)).isNull();
    }
}
