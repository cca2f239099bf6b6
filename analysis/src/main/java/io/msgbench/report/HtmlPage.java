package io.msgbench.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Properties;

/**
 * A self-contained HTML page: its charts' data as JSON, uPlot's script and style (from the pinned
 * webjar on the class path) and the drawing script all inlined, so it opens offline from a file.
 * <pre>{@code
 * String html = HtmlPage.render("msgbench report", body, charts);   // body holds Html.chartDiv(chart) per chart
 * }</pre>
 */
public final class HtmlPage {
    private static final String UPLOT = "/META-INF/resources/webjars/uplot/" + webjarVersion() + "/dist/";
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private HtmlPage() {}

    public static String render(String title, String body, List<Chart> charts) {
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + Html.escape(title)
                + "</title>\n<style>\n" + resource(UPLOT + "uPlot.min.css") + "\n" + resource("report.css")
                + "</style>\n</head>\n<body>\n" + body
                + "<script type=\"application/json\" id=\"msgbench-charts\">" + chartsJson(charts) + "</script>\n"
                + "<script>\n" + resource(UPLOT + "uPlot.iife.min.js") + "\n</script>\n"
                + "<script>\n" + resource("report.js") + "</script>\n</body>\n</html>\n";
    }

    /** Where a chart goes in the page; a chart without points gets a note instead of an empty frame. */
    public static String chartDiv(Chart chart) {
        if (!chart.hasPoints()) {
            return "<p class=\"note\">" + Html.escape(chart.title()) + ": no data points.</p>\n";
        }
        return "<div class=\"chart\" data-chart=\"" + Html.escape(chart.id()) + "\"></div>\n";
    }

    private static String chartsJson(List<Chart> charts) {
        try {
            String json = MAPPER.writeValueAsString(
                    charts.stream().filter(Chart::hasPoints).toList());
            return json.replace("</", "<\\/");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("charts cannot be written as JSON", e);
        }
    }

    /** The uplot webjar's own version (pinned in the parent pom), so the path follows the pom. */
    private static String webjarVersion() {
        Properties webjar = new Properties();
        try {
            webjar.load(new StringReader(resource("/META-INF/maven/org.webjars.npm/uplot/pom.properties")));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return webjar.getProperty("version");
    }

    private static String resource(String name) {
        try (InputStream in = HtmlPage.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing on the class path: " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
