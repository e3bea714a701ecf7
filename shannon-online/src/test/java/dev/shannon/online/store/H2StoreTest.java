package dev.shannon.online.store;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** The store contract on the embedded H2 file in a temporary data directory. */
class H2StoreTest extends GameStoreContract {
    @TempDir
    Path data;

    @Override
    JdbcGameStore openStore() {
        return JdbcGameStore.open(StoreConfig.embedded(data.resolve("nested/dir")));
    }

    @Override
    JdbcGameStore reopenStore() {
        return openStore();
    }
}
