package dev.shannon.app.web;

import io.javalin.router.JavalinDefaultRouting;

/**
 * The JSON API of one page of the web app (one game or puzzle), mounted under
 * {@code /api/<page>/}. {@link dev.shannon.app.web.server.WebServer#modules} lists them; adding a page to the server is one
 * class and one line there.
 */
public interface ApiModule {
    /** Adds this module's routes. */
    void routes(JavalinDefaultRouting router);
}
