/**
 * The web app behind {@code shannon serve}: a Javalin server for the static front end (jar
 * resources under {@code /web}) and a JSON API.
 *
 * <h2>Layout</h2>
 * <ul>
 * <li>Packages point one way: this package holds what every API shares (request reading, errors,
 * limits, the solver gate); one {@link dev.shannon.app.web.ApiModule} per page lives in its own
 * sub-package ({@code web.bridgit}, {@code web.switching}, {@code web.tsunagaru},
 * {@code web.matroid}), mounted under {@code /api/<page>/}; {@code web.server} sits on top of them
 * all: the server itself, which lists the modules ({@code WebServer.modules}), its error handler and
 * request deadline, the records API (which reads every game's records) and {@code GET /api/limits}
 * ({@code MetaApi}), which reports every bound.</li>
 * <li>Handlers are plain functions "request object in, response object out":
 * {@link dev.shannon.app.web.Endpoints#post} reads the body with a size limit and parses it with
 * {@link dev.shannon.app.web.JsonRequest}, which refuses unknown fields, duplicate keys, wrong
 * types and out-of-range numbers with a message naming the field. Refusals are
 * {@link dev.shannon.app.web.ApiError} (or the domain's {@code IllegalArgumentException}); the
 * server turns both into a 4xx {@code {"error": "..."}}.</li>
 * <li>A route that solves declares its cost estimate ({@link dev.shannon.app.web.RequestCost});
 * {@link dev.shannon.app.web.Endpoints#post(int, SolverGate, Endpoints.Cost, Endpoints.JsonHandler)}
 * runs the handler in the lane of {@link dev.shannon.app.web.SolverGate} the estimate selects, so
 * cheap calls never wait behind expensive ones and a full lane refuses at once. Limits on request
 * size and problem size are in {@link dev.shannon.app.web.WebLimits}; each request must arrive
 * within {@code requestDeadline} ({@code web.server.RequestDeadline}).</li>
 * <li>Requests carry the whole position, so games are independent; state the server keeps between
 * requests (the switching game's computer players) lives in a bounded, expiring
 * {@link dev.shannon.app.web.GameSessions} and is only ever an optimisation.</li>
 * </ul>
 *
 * <h2>Front end</h2>
 * Plain ES modules, no build step: {@code web/js/app.js} builds the header from the page registry
 * {@code web/js/pages.js} and routes {@code #/<page id>}; each page is {@code web/js/<id>/page.js}
 * exporting {@code {id, title, label, mount(section)}}. Shared pieces: {@code api.js} (fetch with
 * JSON errors), {@code dom.js} (elements and controls), {@code game-layout.js} (the parts a game
 * page is built from), {@code turn-loop.js} (move, analysis, the computer's reply),
 * {@code game-record.js} (moves, undo/redo and cached analyses), {@code records.js} (game records
 * and the address), {@code prose.js} (what the pages say: the rules, why a move wins, why a game
 * was won), {@code tap.js} and {@code zoom.js} (touch). All four games, the matroid game included,
 * are pages of this registry. Adding a page = one module here, one page
 * module there, one line in each registry.
 */
package dev.shannon.app.web;
