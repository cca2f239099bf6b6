package io.msgbench.driver.redis;

import java.util.Map;
import redis.clients.jedis.Jedis;

/** The durability in force on the server, read back with CONFIG GET and INFO, in plain words. */
record ServerDurability(String version, Aof aof, String save, String replicas) {

    static ServerDurability read(Jedis jedis) {
        Map<String, String> config = jedis.configGet("appendonly", "appendfsync", "save");
        return new ServerDurability(
                info(jedis.info("server"), "redis_version"),
                Aof.of(config.getOrDefault("appendonly", "no"), config.getOrDefault("appendfsync", "")),
                config.getOrDefault("save", ""),
                info(jedis.info("replication"), "connected_slaves"));
    }

    /** One field of an INFO section ("field:value" lines), or "unknown". */
    static String info(String section, String field) {
        return section.lines()
                .filter(line -> line.startsWith(field + ":"))
                .map(line -> line.substring(field.length() + 1).strip())
                .findFirst()
                .orElse("unknown");
    }

    String words() {
        String snapshots = save.isBlank() ? "RDB snapshots off" : "RDB snapshots on (save " + save + ")";
        return "redis-server " + version + " (read back with CONFIG GET): " + aof.words() + "; " + snapshots + "; "
                + replicas + " connected replica(s), which the XADD reply does not wait for";
    }
}
