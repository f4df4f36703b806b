package io.github.uts58.opensearch;

import static io.github.uts58.opensearch.RealDistribution.call;
import static io.github.uts58.opensearch.RealDistribution.json;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;

import io.github.uts58.opensearch.IndexingBenchmarks.Doc;
import io.github.uts58.opensearch.RealDistribution.Node;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.Test;

/**
 * Bulk-indexing throughput on the real distribution with the plugin installed by {@code
 * opensearch-plugin} (one node, 1 GiB heap, over HTTP from this JVM): the configurations of {@link
 * OpenSearchIndexingBenchmark}, without the test framework's mock page recycler and assertions that
 * its in-process node runs. The no-op pipeline is OpenSearch's own {@code remove} processor on a
 * field that is never there ({@code ignore_missing}). Rounds interleave the configurations, each
 * round starting one configuration later (the first of a round runs at another moment than its
 * neighbours); the report gives medians and the median per-round ratio to {@code standard}, and is
 * written to {@code target/real-distribution-indexing.md}. Not part of the test suite (the name
 * does not match failsafe's patterns); run it with {@code bin/bench
 * RealDistributionIndexingBenchmark} (see BENCHMARKS.md). It asserts only that every document was
 * indexed, never a time.
 */
public class RealDistributionIndexingBenchmark {
  private static final int DOCS = 100_000;
  private static final int BULK = 1_000;
  private static final int ROUNDS = Integer.getInteger("bench.rounds", 7);

  /**
   * What the documents hold: the message, and the link fields as the processor writes them (all
   * five arrays, empty ones too), or only the arrays that have values.
   */
  private enum Source {
    MESSAGE(Doc::source),
    WITH_LINK_FIELDS(Doc::sourceWithLinkFields),
    WITH_NON_EMPTY_LINK_FIELDS(Doc::sourceWithNonEmptyLinkFields);

    final Function<Doc, String> json;

    Source(Function<Doc, String> json) {
      this.json = json;
    }
  }

  /** How the link fields are mapped. */
  private enum LinkMapping {
    KEYWORD,
    /** {@code "index": false}: doc values only, no terms dictionary or postings. */
    DOC_VALUES_ONLY,
    /** Keywords, left out of the stored {@code _source} ({@code excludes}). */
    KEYWORD_NOT_IN_SOURCE
  }

  private record Config(
      String label, String analyzer, String pipeline, Source source, LinkMapping mapping) {}

  private static final List<Config> CONFIGS =
      List.of(
          new Config("standard", "standard", null, Source.MESSAGE, LinkMapping.KEYWORD),
          new Config("uts58", "uts58", null, Source.MESSAGE, LinkMapping.KEYWORD),
          new Config(
              "standard + a no-op ingest processor",
              "standard",
              "noop",
              Source.MESSAGE,
              LinkMapping.KEYWORD),
          new Config(
              "uts58, link fields precomputed in the documents",
              "uts58",
              null,
              Source.WITH_LINK_FIELDS,
              LinkMapping.KEYWORD),
          new Config(
              "uts58 + the uts58_links ingest processor",
              "uts58",
              "links",
              Source.MESSAGE,
              LinkMapping.KEYWORD),
          new Config(
              "uts58 + uts58_links writing two arrays (domains, email_domains)",
              "uts58",
              "domains",
              Source.MESSAGE,
              LinkMapping.KEYWORD),
          new Config(
              "uts58 + uts58_links, link fields with doc values only (\"index\": false)",
              "uts58",
              "links",
              Source.MESSAGE,
              LinkMapping.DOC_VALUES_ONLY),
          new Config(
              "uts58 + uts58_links, link fields left out of _source (\"excludes\")",
              "uts58",
              "links",
              Source.MESSAGE,
              LinkMapping.KEYWORD_NOT_IN_SOURCE),
          new Config(
              "uts58, link fields precomputed, empty arrays left out",
              "uts58",
              null,
              Source.WITH_NON_EMPTY_LINK_FIELDS,
              LinkMapping.KEYWORD));

  private static String mapping(Config config) {
    return "{\"settings\":{\"number_of_shards\":1,\"number_of_replicas\":0,\"refresh_interval\":\"-1\"},"
        + "\"mappings\":{"
        + (config.mapping() == LinkMapping.KEYWORD_NOT_IN_SOURCE
            ? "\"_source\":{\"excludes\":[\"links.*\"]},"
            : "")
        + "\"properties\":{\"message\":{\"type\":\"text\",\"analyzer\":\""
        + config.analyzer()
        + "\"},"
        + IndexingBenchmarks.linksMapping(config.mapping() != LinkMapping.DOC_VALUES_ONLY)
        + "}}}";
  }

  /** The bulk bodies: one per {@link #BULK} documents. */
  private static List<String> bulks(List<String> sources) {
    List<String> bodies = new ArrayList<>();
    for (int from = 0; from < sources.size(); from += BULK) {
      StringBuilder body = new StringBuilder();
      for (String source : sources.subList(from, Math.min(sources.size(), from + BULK))) {
        body.append("{\"index\":{}}\n").append(source).append('\n');
      }
      bodies.add(body.toString());
    }
    return bodies;
  }

  @Test
  public void indexingThroughput() throws Exception {
    List<Doc> docs = IndexingBenchmarks.docs(DOCS);
    Map<Source, List<String>> bulks = new EnumMap<>(Source.class);
    for (Source source : Source.values()) {
      bulks.put(source, bulks(docs.stream().map(source.json).toList()));
    }
    try (RealDistribution cluster =
        RealDistribution.installAndStart("real-distribution-bench", 1, "-Xms1g -Xmx1g")) {
      Node node = cluster.nodes().get(0);
      call(
          node,
          "PUT",
          "/_ingest/pipeline/links",
          "{\"processors\":[{\"uts58_links\":{\"field\":\"message\"}}]}");
      call(
          node,
          "PUT",
          "/_ingest/pipeline/domains",
          "{\"processors\":[{\"uts58_links\":{\"field\":\"message\","
              + "\"outputs\":[\"domains\",\"email_domains\"]}}]}");
      call(
          node,
          "PUT",
          "/_ingest/pipeline/noop",
          "{\"processors\":[{\"remove\":{\"field\":\"no_such_field\",\"ignore_missing\":true}}]}");
      // -Dbench.only=4,7: only those configurations (by position) and standard
      List<Config> configs = new ArrayList<>(CONFIGS);
      String only = System.getProperty("bench.only", "");
      if (!only.isBlank()) {
        configs = new ArrayList<>(List.of(CONFIGS.get(0)));
        for (String n : only.split(",")) {
          configs.add(CONFIGS.get(Integer.parseInt(n.strip())));
        }
      }
      Map<String, List<Double>> docsPerSecond = new LinkedHashMap<>(); // in configuration order
      for (Config config : configs) {
        docsPerSecond.put(config.label(), new ArrayList<>());
      }
      for (int round = 0; round <= ROUNDS; round++) { // round 0 warms up
        // each round starts one configuration later: a configuration runs right after the
        // deletion of the one before it, whose background work (merges, GC) it may pay for
        for (int step = 0; step < configs.size(); step++) {
          int c = (step + round) % configs.size();
          Config config = configs.get(c);
          String index = "bench-" + c + "-" + round;
          call(node, "PUT", "/" + index, mapping(config));
          String path =
              "/"
                  + index
                  + "/_bulk"
                  + (config.pipeline() == null ? "" : "?pipeline=" + config.pipeline());
          long start = System.nanoTime();
          for (String body : bulks.get(config.source())) {
            String response = call(node, "POST", path, body);
            assertFalse(response, response.contains("\"errors\":true"));
          }
          call(node, "POST", "/" + index + "/_refresh", null);
          double seconds = (System.nanoTime() - start) / 1e9;
          int count = json(call(node, "GET", "/" + index + "/_count", null)).evaluate("count");
          assertEquals(index, DOCS, count);
          if (round > 0) {
            docsPerSecond.get(config.label()).add(DOCS / seconds);
          }
          call(node, "DELETE", "/" + index, null);
        }
      }
      String report = IndexingBenchmarks.table(docsPerSecond);
      System.out.println(report);
      Files.writeString(
          Path.of("target", "real-distribution-indexing.md"), report, StandardCharsets.UTF_8);
    }
  }
}
