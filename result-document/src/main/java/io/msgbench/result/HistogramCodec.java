package io.msgbench.result;

import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;

/** HdrHistogram's compressed encoding in base64: what the result JSON stores, decodable by any HdrHistogram. */
public final class HistogramCodec {
    private HistogramCodec() {}

    public static String encode(Histogram histogram) {
        ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
        int length = histogram.encodeIntoCompressedByteBuffer(buffer);
        return Base64.getEncoder().encodeToString(java.util.Arrays.copyOf(buffer.array(), length));
    }

    public static Histogram decode(String base64) {
        try {
            return Histogram.decodeFromCompressedByteBuffer(
                    ByteBuffer.wrap(Base64.getDecoder().decode(base64)), 0);
        } catch (DataFormatException e) {
            throw new IllegalArgumentException("not an HdrHistogram compressed histogram", e);
        }
    }

    /** Each metric's histogram, encoded, under the metric's JSON name, in the metrics' order. */
    public static Map<String, String> encodeAll(Map<Metric, Histogram> histograms) {
        Map<String, String> encoded = new LinkedHashMap<>();
        histograms.forEach((metric, histogram) -> encoded.put(metric.jsonName(), encode(histogram)));
        return encoded;
    }

    /** The inverse of {@link #encodeAll}; a metric the map lacks (written before it was stored) reads as empty. */
    public static Map<Metric, Histogram> decodeAll(Map<String, String> encoded) {
        Map<Metric, Histogram> histograms = new EnumMap<>(Metric.class);
        for (Metric metric : Metric.values()) {
            String text = encoded == null ? null : encoded.get(metric.jsonName());
            histograms.put(metric, text == null ? new Histogram(3) : decode(text));
        }
        return histograms;
    }
}
