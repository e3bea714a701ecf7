package dev.shannon.online.store;

/** The store contract on a real PostgreSQL server (skipped with a message when PostgreSQL is not installed). */
class PostgresStoreTest extends GameStoreContract {
    private String url;

    @Override
    JdbcGameStore openStore() {
        url = PostgresServer.get().newDatabase();
        return JdbcGameStore.open(StoreConfig.postgres(url));
    }

    @Override
    JdbcGameStore reopenStore() {
        return JdbcGameStore.open(StoreConfig.postgres(url));
    }
}
