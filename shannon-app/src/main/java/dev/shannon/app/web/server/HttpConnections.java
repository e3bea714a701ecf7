package dev.shannon.app.web.server;

import org.eclipse.jetty.http.BadMessageException;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.HttpChannelOverHttp;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnection;
import org.eclipse.jetty.server.HttpConnectionFactory;

/**
 * Jetty's HTTP/1.x connections, answering a request line without a version (HTTP/0.9, which Jetty
 * does not speak) with 400 instead of 505: the request is malformed for this server, and a 505
 * suggests that another version of HTTP/0.9 might work (issue 29, §8).
 */
final class HttpConnections extends HttpConnectionFactory {
    HttpConnections(HttpConfiguration config) {
        super(config);
    }

    @Override
    public Connection newConnection(Connector connector, EndPoint endPoint) {
        HttpConnection connection =
                new HttpConnection(getHttpConfiguration(), connector, endPoint, isRecordHttpComplianceViolations()) {
                    @Override
                    protected HttpChannelOverHttp newHttpChannel() {
                        return new HttpChannelOverHttp(
                                this, getConnector(), getHttpConfiguration(), getEndPoint(), this) {
                            @Override
                            public void badMessage(BadMessageException failure) {
                                super.badMessage(
                                        failure.getCode() == HttpStatus.HTTP_VERSION_NOT_SUPPORTED_505
                                                ? new BadMessageException(
                                                        HttpStatus.BAD_REQUEST_400,
                                                        "send HTTP/1.0 or HTTP/1.1 (the request line has no version,"
                                                                + " or an unknown one)",
                                                        failure)
                                                : failure);
                            }
                        };
                    }
                };
        connection.setUseInputDirectByteBuffers(isUseInputDirectByteBuffers());
        connection.setUseOutputDirectByteBuffers(isUseOutputDirectByteBuffers());
        return configure(connection, connector, endPoint);
    }
}
