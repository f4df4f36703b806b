package io.github.uts58.opensearch;

import io.github.uts58.cli.SampleLog;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.opensearch.action.bulk.BulkRequestBuilder;
import org.opensearch.action.bulk.BulkResponse;
import org.opensearch.common.settings.Settings;
import org.opensearch.core.common.bytes.BytesArray;
import org.opensearch.core.xcontent.MediaTypeRegistry;
import org.opensearch.ingest.AbstractProcessor;
import org.opensearch.ingest.IngestDocument;
import org.opensearch.ingest.Processor;
import org.opensearch.plugins.IngestPlugin;
import org.opensearch.plugins.Plugin;
import org.opensearch.test.OpenSearchIntegTestCase;
import org.opensearch.test.OpenSearchIntegTestCase.ClusterScope;
import org.opensearch.test.OpenSearchIntegTestCase.Scope;

/**
 * Bulk-indexing throughput on an in-process node: the same generated log corpus into an index whose
 * message field uses the {@code standard} analyzer, the {@code uts58} analyzer, and {@code uts58}
 * plus the {@code uts58_links} ingest processor, measured in one run and reported as docs/s and
 * ratios. Not part of the test suite (the name does not match surefire's patterns); run with
 * {@code mvn test -Dtest=OpenSearchIndexingBenchmark} (see BENCHMARKS.md). It asserts only that
 * every document was indexed, never a time.
 */
@ClusterScope(scope = Scope.SUITE, numDataNodes = 1)
public class OpenSearchIndexingBenchmark extends OpenSearchIntegTestCase {
  private static final int DOCS = 100_000;
  private static final int BULK = 1_000;
  private static final int ROUNDS = 7;

  @Override
  protected Collection<Class<? extends Plugin>> nodePlugins() {
    return List.of(AnalysisUts58Plugin.class, NoopProcessorPlugin.class);
  }

  /** An ingest processor that does nothing: its pipeline measures what the ingest framework itself costs. */
  public static final class NoopProcessorPlugin extends Plugin implements IngestPlugin {
    @Override
    public Map<String, Processor.Factory> getProcessors(Processor.Parameters parameters) {
      return Map.of("bench_noop", (registry, tag, description, config) -> new AbstractProcessor(tag, description) {
        @Override
        public IngestDocument execute(IngestDocument document) {
          return document;
        }

        @Override
        public String getType() {
          return "bench_noop";
        }
      });
    }
  }

  private record Config(String label, String analyzer, String pipeline) {}

  /** The message field, and the processor's outputs as keyword fields (as in config/example-index.json). */
  private static String mapping(String analyzer) {
    StringBuilder links = new StringBuilder();
    for (String f : List.of("urls", "hosts", "domains", "emails", "email_domains")) {
      links.append(links.length() == 0 ? "" : ",").append("\"").append(f).append("\":{\"type\":\"keyword\"}");
    }
    return "{\"properties\":{\"message\":{\"type\":\"text\",\"analyzer\":\"" + analyzer + "\"},"
        + "\"links\":{\"properties\":{" + links + "}}}}";
  }

  public void testIndexingThroughput() throws Exception {
    List<String> sources = new ArrayList<>(DOCS);
    for (SampleLog.Line line : SampleLog.generate(42, DOCS)) {
      sources.add("{\"message\":" + io.github.uts58.cli.Json.quote(line.text()) + "}");
    }
    client().admin().cluster().preparePutPipeline("links",
        new BytesArray("{\"processors\":[{\"uts58_links\":{\"field\":\"message\"}}]}"), MediaTypeRegistry.JSON).get();
    client().admin().cluster().preparePutPipeline("noop",
        new BytesArray("{\"processors\":[{\"bench_noop\":{}}]}"), MediaTypeRegistry.JSON).get();
    List<Config> configs = List.of(
        new Config("standard", "standard", null),
        new Config("uts58", "uts58", null),
        new Config("standard + a no-op ingest processor", "standard", "noop"),
        new Config("uts58 + the uts58_links ingest processor", "uts58", "links"));
    Map<String, List<Double>> docsPerSecond = new java.util.LinkedHashMap<>();
    for (int round = 0; round <= ROUNDS; round++) { // round 0 warms up
      for (int c = 0; c < configs.size(); c++) {
        Config config = configs.get(c);
        String index = "bench-" + c + "-" + round;
        client().admin().indices().prepareCreate(index)
            .setSettings(Settings.builder().put("number_of_shards", 1).put("number_of_replicas", 0).put("refresh_interval", "-1"))
            .setMapping(mapping(config.analyzer()))
            .get();
        long start = System.nanoTime();
        for (int from = 0; from < DOCS; from += BULK) {
          BulkRequestBuilder bulk = client().prepareBulk();
          for (int i = from; i < Math.min(DOCS, from + BULK); i++) {
            var request = client().prepareIndex(index).setSource(sources.get(i), MediaTypeRegistry.JSON);
            if (config.pipeline() != null) {
              request.setPipeline(config.pipeline());
            }
            bulk.add(request);
          }
          BulkResponse response = bulk.get();
          assertFalse(response.buildFailureMessage(), response.hasFailures());
        }
        client().admin().indices().prepareRefresh(index).get();
        double seconds = (System.nanoTime() - start) / 1e9;
        assertEquals(DOCS, client().prepareSearch(index).setSize(0).setTrackTotalHits(true).get().getHits().getTotalHits().value());
        if (round > 0) {
          docsPerSecond.computeIfAbsent(config.label(), k -> new ArrayList<>()).add(DOCS / seconds);
        }
        client().admin().indices().prepareDelete(index).get();
      }
    }
    // Rounds interleave the configurations, so each round's ratio to standard compares like with like.
    List<Double> standard = docsPerSecond.get("standard");
    StringBuilder report = new StringBuilder("\n| configuration | docs/s, median of " + ROUNDS
        + " rounds (min–max) | × standard, median of the rounds' ratios |\n|---|---:|---:|\n");
    for (Map.Entry<String, List<Double>> e : docsPerSecond.entrySet()) {
      List<Double> ratios = new ArrayList<>();
      for (int r = 0; r < ROUNDS; r++) {
        ratios.add(e.getValue().get(r) / standard.get(r));
      }
      List<Double> sorted = new ArrayList<>(e.getValue());
      java.util.Collections.sort(sorted);
      report.append(String.format(Locale.ROOT, "| %s | %,.0f (%,.0f–%,.0f) | %.2f |%n", e.getKey(), median(e.getValue()),
          sorted.get(0), sorted.get(ROUNDS - 1), median(ratios)));
    }
    System.out.println("OpenSearch bulk indexing, " + DOCS + " generated log lines, bulks of " + BULK + ":" + report);
  }

  private static double median(List<Double> values) {
    List<Double> sorted = new ArrayList<>(values);
    java.util.Collections.sort(sorted);
    int n = sorted.size();
    return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
  }
}
