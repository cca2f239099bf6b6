package io.msgbench.driver.rabbitmq;

import com.rabbitmq.client.AMQP;
import com.rabbitmq.client.ShutdownSignalException;
import io.msgbench.driver.api.DriverException;
import java.io.IOException;

/**
 * amqp-client reports a broker's refusal as an IOException without a message, caused by the channel's close;
 * this turns it into one line with the broker's own words ("PRECONDITION_FAILED - inequivalent arg ...").
 */
final class BrokerErrors {
    private BrokerErrors() {}

    static Exception explain(Exception e) {
        if (e instanceof IOException && e.getCause() instanceof ShutdownSignalException signal) {
            return new DriverException("RabbitMQ refused: " + replyText(signal), e);
        }
        return e;
    }

    private static String replyText(ShutdownSignalException signal) {
        if (signal.getReason() instanceof AMQP.Channel.Close close) {
            return close.getReplyCode() + " " + close.getReplyText();
        }
        if (signal.getReason() instanceof AMQP.Connection.Close close) {
            return close.getReplyCode() + " " + close.getReplyText();
        }
        return String.valueOf(signal.getMessage());
    }
}
