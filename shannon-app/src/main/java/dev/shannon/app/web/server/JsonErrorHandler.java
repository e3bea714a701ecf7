package dev.shannon.app.web.server;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.BufferUtil;

/**
 * Jetty's own answers — to a request it cannot parse (a malformed URI, headers over the size
 * limit) before any handler of ours runs — in the API's shape, {@code {"error": "…"}}, instead of
 * an HTML page.
 */
final class JsonErrorHandler extends ErrorHandler {
    private static final String JSON = "application/json; charset=utf-8";

    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        fields.put(HttpHeader.CONTENT_TYPE, JSON);
        return BufferUtil.toBuffer(body(status, reason), StandardCharsets.UTF_8);
    }

    @Override
    protected void generateAcceptableResponse(
            Request baseRequest, HttpServletRequest request, HttpServletResponse response, int code, String message)
            throws IOException {
        baseRequest.setHandled(true);
        response.setContentType(JSON);
        byte[] bytes = body(code, message).getBytes(StandardCharsets.UTF_8);
        response.setContentLength(bytes.length);
        response.getOutputStream().write(bytes);
    }

    private static String body(int status, String reason) {
        String standard = org.eclipse.jetty.http.HttpStatus.getMessage(status);
        String what = switch (status) {
            case 400 -> "malformed request";
            case 414 -> "request URI too long";
            case 431 -> "request headers too large";
            default -> standard == null ? "error " + status : standard.toLowerCase(Locale.ROOT);
        };
        boolean informative = reason != null && !reason.isBlank() && !reason.equalsIgnoreCase(standard);
        ObjectNode o = Json.object();
        o.put("error", informative ? what + ": " + reason : what);
        return Json.line(o) + "\n";
    }
}
