package io.msgbench.report;

import java.util.List;

/** Small HTML building blocks with escaping; the report pages are assembled from these. */
public final class Html {
    private Html() {}

    public static String escape(Object value) {
        String text = value == null ? "" : value.toString();
        return text.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;");
    }

    public static String heading(int level, String text) {
        return "<h" + level + ">" + escape(text) + "</h" + level + ">\n";
    }

    public static String paragraph(String text) {
        return "<p>" + escape(text) + "</p>\n";
    }

    public static String pre(String text) {
        return "<pre>" + escape(text) + "</pre>\n";
    }

    /** A table: the first row is the header; cells are escaped. */
    public static String table(String cssClass, List<List<String>> rows) {
        StringBuilder html = new StringBuilder("<table class=\"" + cssClass + "\">\n");
        for (int r = 0; r < rows.size(); r++) {
            String cell = r == 0 ? "th" : "td";
            html.append("<tr>");
            for (String value : rows.get(r)) {
                html.append('<')
                        .append(cell)
                        .append('>')
                        .append(escape(value))
                        .append("</")
                        .append(cell)
                        .append('>');
            }
            html.append("</tr>\n");
        }
        return html.append("</table>\n").toString();
    }

    /** A paragraph holding one link. */
    public static String link(String href, String text) {
        return "<p><a href=\"" + escape(href) + "\">" + escape(text) + "</a></p>\n";
    }

    /** Key/value rows as a two-column table. */
    public static String definitions(List<List<String>> pairs) {
        StringBuilder html = new StringBuilder("<table class=\"env\">\n");
        for (List<String> pair : pairs) {
            html.append("<tr><th>")
                    .append(escape(pair.get(0)))
                    .append("</th><td>")
                    .append(escape(pair.get(1)))
                    .append("</td></tr>\n");
        }
        return html.append("</table>\n").toString();
    }
}
