package io.github.uts58.opensearch;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
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
 * Bulk-indexing throughput on an in-process node, the same generated log corpus in seven
 * configurations measured in one run: the message field with the {@code standard} analyzer, with
 * {@code uts58}; {@code standard} behind a no-op ingest processor (what the ingest framework
 * costs); {@code uts58} with the processor's output fields already in the documents (what indexing
 * those fields costs); and {@code uts58} behind the {@code uts58_links} processor, writing all five
 * arrays or only two ({@code outputs}), or into keyword fields with doc values only. Rounds
 * interleave the configurations; the report gives medians and the median per-round ratio to {@code
 * standard}. Not part of the test suite (the name does not match surefire's patterns); run with
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

  /**
   * An ingest processor that does nothing: its pipeline measures what the ingest framework itself
   * costs.
   */
  public static final class NoopProcessorPlugin extends Plugin implements IngestPlugin {
    @Override
    public Map<String, Processor.Factory> getProcessors(Processor.Parameters parameters) {
      return Map.of(
          "bench_noop",
          (registry, tag, description, config) ->
              new AbstractProcessor(tag, description) {
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

  /** {@code facetsIndexed}: the link fields are searchable keywords; else doc values only. */
  private record Config(
      String label,
      String analyzer,
      String pipeline,
      boolean withLinkFields,
      boolean facetsIndexed) {
    Config(String label, String analyzer, String pipeline, boolean withLinkFields) {
      this(label, analyzer, pipeline, withLinkFields, true);
    }
  }

  /** The message field, and the link fields ({@link IndexingBenchmarks#linksMapping}). */
  private static String mapping(String analyzer, boolean facetsIndexed) {
    return "{\"properties\":{\"message\":{\"type\":\"text\",\"analyzer\":\""
        + analyzer
        + "\"},"
        + IndexingBenchmarks.linksMapping(facetsIndexed)
        + "}}";
  }

  public void testIndexingThroughput() throws Exception {
    // what the processor would add, computed before timing: the cost of indexing those fields
    List<IndexingBenchmarks.Doc> docs = IndexingBenchmarks.docs(DOCS);
    client()
        .admin()
        .cluster()
        .preparePutPipeline(
            "links",
            new BytesArray("{\"processors\":[{\"uts58_links\":{\"field\":\"message\"}}]}"),
            MediaTypeRegistry.JSON)
        .get();
    client()
        .admin()
        .cluster()
        .preparePutPipeline(
            "domains",
            new BytesArray(
                "{\"processors\":[{\"uts58_links\":{\"field\":\"message\","
                    + "\"outputs\":[\"domains\",\"email_domains\"]}}]}"),
            MediaTypeRegistry.JSON)
        .get();
    client()
        .admin()
        .cluster()
        .preparePutPipeline(
            "noop",
            new BytesArray("{\"processors\":[{\"bench_noop\":{}}]}"),
            MediaTypeRegistry.JSON)
        .get();
    List<Config> configs =
        List.of(
            new Config("standard", "standard", null, false),
            new Config("uts58", "uts58", null, false),
            new Config("standard + a no-op ingest processor", "standard", "noop", false),
            new Config("uts58, link fields precomputed in the documents", "uts58", null, true),
            new Config("uts58 + the uts58_links ingest processor", "uts58", "links", false),
            new Config(
                "uts58 + uts58_links writing two arrays (domains, email_domains)",
                "uts58",
                "domains",
                false),
            new Config(
                "uts58 + uts58_links, link fields with doc values only (\"index\": false)",
                "uts58",
                "links",
                false,
                false));
    // -Dbench.only=4,6: only those configurations (by position) and standard, e.g. for a profile
    String only = System.getProperty("bench.only", "");
    if (!only.isBlank()) {
      List<Config> chosen = new ArrayList<>(List.of(configs.get(0)));
      for (String n : only.split(",")) {
        chosen.add(configs.get(Integer.parseInt(n.strip())));
      }
      configs = chosen;
    }
    Map<String, List<Double>> docsPerSecond = new LinkedHashMap<>();
    for (int round = 0; round <= ROUNDS; round++) { // round 0 warms up
      for (int c = 0; c < configs.size(); c++) {
        Config config = configs.get(c);
        String index = "bench-" + c + "-" + round;
        client()
            .admin()
            .indices()
            .prepareCreate(index)
            .setSettings(
                Settings.builder()
                    .put("number_of_shards", 1)
                    .put("number_of_replicas", 0)
                    .put("refresh_interval", "-1"))
            .setMapping(mapping(config.analyzer(), config.facetsIndexed()))
            .get();
        long start = System.nanoTime();
        for (int from = 0; from < DOCS; from += BULK) {
          BulkRequestBuilder bulk = client().prepareBulk();
          for (int i = from; i < Math.min(DOCS, from + BULK); i++) {
            var request =
                client()
                    .prepareIndex(index)
                    .setSource(
                        config.withLinkFields()
                            ? docs.get(i).sourceWithLinkFields()
                            : docs.get(i).source(),
                        MediaTypeRegistry.JSON);
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
        // index stats read the same on Lucene 9 and 10 (TotalHits.value is a field in one, a method
        // in the other)
        assertEquals(
            DOCS,
            client()
                .admin()
                .indices()
                .prepareStats(index)
                .setDocs(true)
                .get()
                .getPrimaries()
                .getDocs()
                .getCount());
        if (round > 0) {
          docsPerSecond.computeIfAbsent(config.label(), k -> new ArrayList<>()).add(DOCS / seconds);
        }
        client().admin().indices().prepareDelete(index).get();
      }
    }
    String report = IndexingBenchmarks.table(docsPerSecond);
    System.out.println(
        "OpenSearch bulk indexing, "
            + DOCS
            + " generated log lines, bulks of "
            + BULK
            + ":"
            + report);
  }
}
