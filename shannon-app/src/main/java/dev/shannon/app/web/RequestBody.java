package dev.shannon.app.web;

import io.javalin.http.Context;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Reads a request body with a hard size limit. Javalin's own limit trusts Content-Length; a
 * chunked body has none, so the bytes are counted here as they arrive.
 */
final class RequestBody {
    private RequestBody() {}

    static byte[] read(Context ctx, int maxBytes) {
        long declared = ctx.req().getContentLengthLong();
        if (declared > maxBytes) {
            throw tooLarge(maxBytes);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(declared > 0 ? (int) declared : 1024);
        byte[] buf = new byte[8192];
        try (InputStream in = ctx.req().getInputStream()) {
            for (int r; (r = in.read(buf)) > 0; ) {
                if (out.size() + r > maxBytes) {
                    throw tooLarge(maxBytes);
                }
                out.write(buf, 0, r);
            }
        } catch (IOException e) {
            // The cause (often an idle timeout deep in Jetty) means nothing to a client; what happened does.
            throw ApiError.badRequest("cannot read the request body: it ended early or arrived too slowly");
        }
        return out.toByteArray();
    }

    private static ApiError tooLarge(int maxBytes) {
        return new ApiError(413, "request body larger than " + (maxBytes / 1024) + " KiB (the limit)");
    }
}
