package io.msgbench.embedded.rabbitmq;

import io.msgbench.embedded.launcher.Loopback;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One RabbitMQ node of our own: three free loopback ports (AMQP, the Erlang distribution and a private epmd)
 * and every folder in the work folder, passed to rabbitmq-server as RABBITMQ_* environment variables so that
 * nothing of the system's /etc/rabbitmq, /var/lib/rabbitmq or epmd on 4369 is used. Settings from the command
 * line ({@code --set consumer_timeout=3600000}) are lines of rabbitmq.conf; the broker rejects a key it does not know.
 */
record NodeConfig(Path workDir, int amqpPort, int distPort, int epmdPort, Map<String, String> settings) {

    static NodeConfig withFreePorts(Path workDir, Map<String, String> settings) throws IOException {
        return new NodeConfig(
                workDir, Loopback.freePort(), Loopback.freePort(), Loopback.freePort(), Map.copyOf(settings));
    }

    String nodeName() {
        return "msgbench-" + amqpPort + "@localhost";
    }

    String amqpUri() {
        return "amqp://" + Loopback.HOST + ":" + amqpPort;
    }

    Path mnesiaBase() {
        return workDir.resolve("mnesia");
    }

    Path configFile() {
        return workDir.resolve("rabbitmq.conf");
    }

    /** The environment of rabbitmq-server (and of epmd, which reads ERL_EPMD_PORT too). */
    Map<String, String> environment() {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("HOME", workDir.toString()); // the Erlang cookie goes to $HOME/.erlang.cookie
        env.put("ERL_EPMD_PORT", Integer.toString(epmdPort));
        env.put("RABBITMQ_CONF_ENV_FILE", workDir.resolve("rabbitmq-env.conf").toString());
        env.put("RABBITMQ_NODENAME", nodeName());
        env.put("RABBITMQ_NODE_IP_ADDRESS", Loopback.HOST);
        env.put("RABBITMQ_NODE_PORT", Integer.toString(amqpPort));
        env.put("RABBITMQ_DIST_PORT", Integer.toString(distPort));
        env.put("RABBITMQ_MNESIA_BASE", mnesiaBase().toString());
        env.put("RABBITMQ_LOG_BASE", workDir.resolve("log").toString());
        env.put("RABBITMQ_CONFIG_FILE", configFile().toString());
        env.put(
                "RABBITMQ_ADVANCED_CONFIG_FILE",
                workDir.resolve("advanced.config").toString());
        env.put(
                "RABBITMQ_ENABLED_PLUGINS_FILE",
                workDir.resolve("enabled_plugins").toString());
        env.put("RABBITMQ_PID_FILE", workDir.resolve("rabbitmq.pid").toString());
        // exec the Erlang VM in place of the script (one process to signal), without its shell on our stdin
        env.put("RABBITMQ_ALLOW_INPUT", "true");
        env.put("RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS", "-noinput -kernel inet_dist_use_interface {127,0,0,1}");
        return env;
    }

    /** rabbitmq.conf: warnings and errors on the console (the broker log), everything in the log folder. */
    String text() {
        StringBuilder text = new StringBuilder("# written by msgbench EmbeddedRabbitMqMain\n");
        text.append("log.console = true\nlog.console.level = warning\nlog.file.level = info\n");
        settings.forEach(
                (key, value) -> text.append(key).append(" = ").append(value).append('\n'));
        return text.toString();
    }
}
