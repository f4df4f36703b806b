package io.github.uts58.opensearch;

import io.github.uts58.core.LinkDetector;
import io.github.uts58.core.LinkFacets;
import io.github.uts58.core.SchemelessLinks;
import io.github.uts58.testutil.SampleLog;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.opensearch.common.xcontent.json.JsonXContent;
import org.opensearch.core.common.bytes.BytesReference;
import org.opensearch.core.xcontent.XContentBuilder;

/**
 * What both indexing benchmarks ({@link OpenSearchIndexingBenchmark} in-process, {@link
 * RealDistributionIndexingBenchmark} on the real distribution) share: the documents, the mapping of
 * the link fields, and the report.
 */
final class IndexingBenchmarks {
  private IndexingBenchmarks() {}

  /**
   * One generated log line as JSON: the message field alone, and with the fields the {@code
   * uts58_links} processor writes for it (its defaults: precise mode, all five arrays), or with
   * only the arrays that have values.
   */
  record Doc(String message, String linkFields, String nonEmptyLinkFields) {
    String source() {
      return "{" + message + "}";
    }

    String sourceWithLinkFields() {
      return "{" + message + ",\"links\":{" + linkFields + "}}";
    }

    String sourceWithNonEmptyLinkFields() {
      return "{" + message + ",\"links\":{" + nonEmptyLinkFields + "}}";
    }
  }

  /** The first {@code count} lines of the generated log (seed 42), link fields computed ahead. */
  static List<Doc> docs(int count) {
    LinkFacets facets = LinkFacets.getDefault();
    LinkDetector precise = LinkDetector.builder().schemelessLinks(SchemelessLinks.PRECISE).build();
    List<Doc> docs = new ArrayList<>(count);
    for (SampleLog.Line line : SampleLog.generate(42, count)) {
      Map<LinkFacets.Facet, Set<String>> values = facets.values(precise, line.text());
      StringBuilder all = new StringBuilder();
      StringBuilder nonEmpty = new StringBuilder();
      for (LinkFacets.Facet o : LinkFacets.Facet.values()) {
        StringBuilder array = new StringBuilder();
        for (String v : values.get(o)) {
          array.append(array.length() == 0 ? "" : ",").append(quote(v));
        }
        String field = "\"" + o.fieldName() + "\":[" + array + "]";
        all.append(all.length() == 0 ? "" : ",").append(field);
        if (array.length() > 0) {
          nonEmpty.append(nonEmpty.length() == 0 ? "" : ",").append(field);
        }
      }
      docs.add(new Doc("\"message\":" + quote(line.text()), all.toString(), nonEmpty.toString()));
    }
    return docs;
  }

  /**
   * The mapping of the {@code links} object: the processor's outputs as keyword fields (as in
   * config/example-index.json), or with doc values only ({@code "index": false}: aggregations read
   * doc values; no terms dictionary or postings are written).
   */
  static String linksMapping(boolean indexed) {
    StringBuilder fields = new StringBuilder();
    for (LinkFacets.Facet f : LinkFacets.Facet.values()) {
      fields
          .append(fields.length() == 0 ? "" : ",")
          .append('"')
          .append(f.fieldName())
          .append(
              indexed ? "\":{\"type\":\"keyword\"}" : "\":{\"type\":\"keyword\",\"index\":false}");
    }
    return "\"links\":{\"properties\":{" + fields + "}}";
  }

  /**
   * A JSON string, by OpenSearch's own writer (not Jackson's, which OpenSearch 3.9 no longer
   * brings).
   */
  private static String quote(String s) {
    try (XContentBuilder json = JsonXContent.contentBuilder()) {
      return BytesReference.bytes(json.value(s)).utf8ToString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The table both print: per configuration, the median docs/s over the rounds (with min and max)
   * and the median of each round's ratio to {@code standard}. Rounds interleave the configurations,
   * so a round's ratio compares like with like on a machine whose speed drifts. {@code
   * docsPerSecond}: per configuration label, one figure per round; one label is standard.
   */
  static String table(Map<String, List<Double>> docsPerSecond) {
    List<Double> standard = docsPerSecond.get("standard");
    int rounds = standard.size();
    StringBuilder report =
        new StringBuilder(
            "\n| configuration | docs/s, median of "
                + rounds
                + " rounds (min–max) | × standard, median of the rounds' ratios |\n|---|---:|---:|\n");
    for (Map.Entry<String, List<Double>> e : docsPerSecond.entrySet()) {
      List<Double> ratios = new ArrayList<>();
      for (int r = 0; r < rounds; r++) {
        ratios.add(e.getValue().get(r) / standard.get(r));
      }
      report.append(
          String.format(
              Locale.ROOT,
              "| %s | %,.0f (%,.0f–%,.0f) | %.2f |%n",
              e.getKey(),
              median(e.getValue()),
              Collections.min(e.getValue()),
              Collections.max(e.getValue()),
              median(ratios)));
    }
    return report.toString();
  }

  private static double median(List<Double> values) {
    List<Double> sorted = new ArrayList<>(values);
    Collections.sort(sorted);
    int n = sorted.size();
    return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
  }
}
