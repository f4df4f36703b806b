package io.github.uts58.opensearch;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import io.github.uts58.core.LinkDetector;
import io.github.uts58.core.LinkFacets;
import io.github.uts58.core.SchemelessLinks;
import io.github.uts58.testutil.SampleLog;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
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

  /**
   * The message field, and the processor's outputs as keyword fields (as in
   * config/example-index.json), or as keyword fields with doc values only ({@code "index": false}:
   * aggregations read doc values; no terms dictionary or postings are written).
   */
  private static String mapping(String analyzer, boolean facetsIndexed) {
    StringBuilder links = new StringBuilder();
    for (String f : List.of("urls", "hosts", "domains", "emails", "email_domains")) {
      links
          .append(links.length() == 0 ? "" : ",")
          .append("\"")
          .append(f)
          .append(
              facetsIndexed
                  ? "\":{\"type\":\"keyword\"}"
                  : "\":{\"type\":\"keyword\",\"index\":false}");
    }
    return "{\"properties\":{\"message\":{\"type\":\"text\",\"analyzer\":\""
        + analyzer
        + "\"},"
        + "\"links\":{\"properties\":{"
        + links
        + "}}}}";
  }

  private static String quote(String s) {
    return '"' + new String(JsonStringEncoder.getInstance().quoteAsString(s)) + '"';
  }

  public void testIndexingThroughput() throws Exception {
    List<String> sources = new ArrayList<>(DOCS);
    List<String> sourcesWithLinkFields = new ArrayList<>(DOCS);
    LinkFacets facets = LinkFacets.getDefault();
    LinkDetector precise = LinkDetector.builder().schemelessLinks(SchemelessLinks.PRECISE).build();
    for (SampleLog.Line line : SampleLog.generate(42, DOCS)) {
      String message = "\"message\":" + quote(line.text());
      sources.add("{" + message + "}");
      // What the processor would add (its default, precise mode), computed before timing: the
      // cost of indexing those fields alone.
      Map<LinkFacets.Facet, Set<String>> values = facets.values(precise, line.text());
      StringBuilder links = new StringBuilder();
      for (LinkFacets.Facet o : LinkFacets.Facet.values()) {
        StringBuilder array = new StringBuilder();
        for (String v : values.get(o)) {
          array.append(array.length() == 0 ? "" : ",").append(quote(v));
        }
        links
            .append(links.length() == 0 ? "" : ",")
            .append('"')
            .append(o.fieldName())
            .append("\":[")
            .append(array)
            .append(']');
      }
      sourcesWithLinkFields.add("{" + message + ",\"links\":{" + links + "}}");
    }
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
                        (config.withLinkFields() ? sourcesWithLinkFields : sources).get(i),
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
    String report = IndexingReport.table(docsPerSecond);
    System.out.println(
        "OpenSearch bulk indexing, "
            + DOCS
            + " generated log lines, bulks of "
            + BULK
            + ":"
            + report);
  }
}
