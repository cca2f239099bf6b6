package io.msgbench.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Pulsar's admin REST API, read from the test's side: the tests check what the driver left on the broker
 * without putting Pulsar's client on this module's class path.
 */
final class PulsarAdminRest {
    private static final HttpClient HTTP =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    private PulsarAdminRest() {}

    /** Namespaces of the tenant, e.g. {@code public/default}. */
    static List<String> namespaces(String tenant) throws Exception {
        return strings("/admin/v2/namespaces/" + tenant);
    }

    /** Every persistent topic of the namespace, partitioned ones by their base name and their partitions. */
    static List<String> topics(String namespace) throws Exception {
        List<String> topics = new ArrayList<>(strings("/admin/v2/persistent/" + namespace));
        topics.addAll(partitionedTopics(namespace));
        return topics;
    }

    /** The clusters the broker knows (a standalone knows one). */
    static List<String> clusters() throws Exception {
        return strings("/admin/v2/clusters");
    }

    static List<String> partitionedTopics(String namespace) throws Exception {
        return strings("/admin/v2/persistent/" + namespace + "/partitioned");
    }

    /**
     * The message at {@code position} (1: the first) of a persistent topic, {@code tenant/namespace/topic}, as
     * the broker stored it: its value as the body, its metadata as {@code X-Pulsar-*} headers (the properties as
     * one JSON object in {@code X-Pulsar-PROPERTY}).
     */
    static HttpResponse<byte[]> examineMessage(String topic, int position) throws Exception {
        return examineMessage(PulsarBroker.httpUrl(), topic, position);
    }

    /** The same on the broker at {@code httpUrl}. */
    static HttpResponse<byte[]> examineMessage(String httpUrl, String topic, int position) throws Exception {
        String path = "/admin/v2/persistent/" + topic + "/examinemessage?initialPosition=earliest&messagePosition="
                + position;
        HttpRequest request = HttpRequest.newBuilder(URI.create(httpUrl + path))
                .timeout(Duration.ofSeconds(30))
                .GET()
                .build();
        HttpResponse<byte[]> response = HTTP.send(request, HttpResponse.BodyHandlers.ofByteArray());
        if (response.statusCode() != 200) {
            throw new AssertionError("GET " + path + " answered " + response.statusCode());
        }
        return response;
    }

    /** Deletes a persistent topic, {@code tenant/namespace/topic}, even with subscriptions left on it. */
    static void deleteTopic(String topic) throws Exception {
        String path = "/admin/v2/persistent/" + topic + "?force=true";
        HttpRequest request = HttpRequest.newBuilder(URI.create(PulsarBroker.httpUrl() + path))
                .timeout(Duration.ofSeconds(30))
                .DELETE()
                .build();
        HTTP.send(request, HttpResponse.BodyHandlers.discarding());
    }

    /** A persistent topic's internal stats (its ledgers: id, entries, size, offloaded) on the broker at httpUrl. */
    static JsonNode internalStats(String httpUrl, String topic) throws Exception {
        return json(httpUrl, "/admin/v2/persistent/" + topic + "/internalStats");
    }

    private static List<String> strings(String path) throws Exception {
        List<String> values = new ArrayList<>();
        for (JsonNode node : json(PulsarBroker.httpUrl(), path)) {
            values.add(node.asText());
        }
        return values;
    }

    private static JsonNode json(String httpUrl, String path) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(httpUrl + path))
                .timeout(Duration.ofSeconds(30))
                .GET()
                .build();
        HttpResponse<String> response = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new AssertionError("GET " + path + " answered " + response.statusCode() + ": " + response.body());
        }
        return new ObjectMapper().readTree(response.body());
    }
}
