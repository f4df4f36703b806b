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
  private static final int ROUNDS = 3;

  @Override
  protected Collection<Class<? extends Plugin>> nodePlugins() {
    return List.of(AnalysisUts58Plugin.class);
  }

  public void testIndexingThroughput() throws Exception {
    List<String> sources = new ArrayList<>(DOCS);
    for (SampleLog.Line line : SampleLog.generate(42, DOCS)) {
      sources.add("{\"message\":" + io.github.uts58.cli.Json.quote(line.text()) + "}");
    }
    client().admin().cluster().preparePutPipeline("links",
        new BytesArray("{\"processors\":[{\"uts58_links\":{\"field\":\"message\"}}]}"), MediaTypeRegistry.JSON).get();
    String[][] configs = {{"standard", "standard", null}, {"uts58", "uts58", null}, {"uts58 + ingest processor", "uts58", "links"}};
    Map<String, Double> docsPerSecond = new java.util.LinkedHashMap<>();
    for (int round = 0; round <= ROUNDS; round++) { // round 0 warms up
      for (String[] config : configs) {
        String index = "bench-" + config[1] + "-" + (config[2] != null) + "-" + round;
        client().admin().indices().prepareCreate(index)
            .setSettings(Settings.builder().put("number_of_shards", 1).put("number_of_replicas", 0).put("refresh_interval", "-1"))
            .setMapping("{\"properties\":{\"message\":{\"type\":\"text\",\"analyzer\":\"" + config[1] + "\"}}}")
            .get();
        long start = System.nanoTime();
        for (int from = 0; from < DOCS; from += BULK) {
          BulkRequestBuilder bulk = client().prepareBulk();
          for (int i = from; i < Math.min(DOCS, from + BULK); i++) {
            var request = client().prepareIndex(index).setSource(sources.get(i), MediaTypeRegistry.JSON);
            if (config[2] != null) {
              request.setPipeline(config[2]);
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
          docsPerSecond.merge(config[0], DOCS / seconds / ROUNDS, Double::sum);
        }
        client().admin().indices().prepareDelete(index).get();
      }
    }
    double standard = docsPerSecond.get("standard");
    StringBuilder report = new StringBuilder("\n| message analyzer | docs/s (mean of " + ROUNDS + " rounds) | × standard |\n|---|---:|---:|\n");
    for (Map.Entry<String, Double> e : docsPerSecond.entrySet()) {
      report.append(String.format(Locale.ROOT, "| %s | %,.0f | %.2f |%n", e.getKey(), e.getValue(), e.getValue() / standard));
    }
    System.out.println("OpenSearch bulk indexing, " + DOCS + " generated log lines, bulks of " + BULK + ":" + report);
  }
}
