package io.github.uts58.opensearch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.opensearch.client.Request;
import org.opensearch.client.Response;
import org.opensearch.client.ResponseException;
import org.opensearch.plugins.Plugin;
import org.opensearch.test.OpenSearchIntegTestCase;
import org.opensearch.test.OpenSearchIntegTestCase.ClusterScope;
import org.opensearch.test.OpenSearchIntegTestCase.Scope;
import org.opensearch.test.rest.yaml.ObjectPath;

/**
 * The plugin inside real OpenSearch nodes, driven over real HTTP on 127.0.0.1: index settings,
 * _analyze, bulk indexing, exact-URL search, the ingest processor and terms aggregations, errors.
 */
@ClusterScope(scope = Scope.SUITE, numDataNodes = 2)
public class Uts58RestIntegrationTests extends OpenSearchIntegTestCase {

  @Override
  protected Collection<Class<? extends Plugin>> nodePlugins() {
    return List.of(AnalysisUts58Plugin.class, nettyTransportPlugin());
  }

  /**
   * The real HTTP transport: Netty4ModulePlugin in OpenSearch 3.x, Netty4Plugin in 2.x (the tests'
   * version seam).
   */
  @SuppressWarnings("unchecked")
  static Class<? extends Plugin> nettyTransportPlugin() {
    for (String name :
        List.of(
            "org.opensearch.transport.Netty4ModulePlugin",
            "org.opensearch.transport.Netty4Plugin")) {
      try {
        return (Class<? extends Plugin>) Class.forName(name);
      } catch (ClassNotFoundException e) {
        // the other line's name
      }
    }
    throw new IllegalStateException("no Netty4 transport plugin on the test class path");
  }

  @Override
  protected boolean addMockHttpTransport() {
    return false; // real HTTP through Netty
  }

  private static ObjectPath call(String method, String path, String json) throws IOException {
    Request request = new Request(method, path);
    if (json != null) {
      request.setJsonEntity(json);
    }
    Response response = getRestClient().performRequest(request);
    return ObjectPath.createFromResponse(response);
  }

  private static ResponseException failing(String method, String path, String json) {
    return expectThrows(ResponseException.class, () -> call(method, path, json));
  }

  private static final String INDEX_SETTINGS =
      """
      {
        "settings": {
          "number_of_shards": 2, "number_of_replicas": 1,
          "analysis": {
            "analyzer": {
              "links_only": { "type": "custom", "tokenizer": "links_tokenizer", "filter": ["uts58_normalize"] }
            },
            "tokenizer": { "links_tokenizer": { "type": "uts58", "word_segmenter": "none" } }
          }
        },
        "mappings": {
          "properties": {
            "message": { "type": "text", "analyzer": "uts58" },
            "links": { "properties": {
              "urls": { "type": "keyword" }, "hosts": { "type": "keyword" }, "domains": { "type": "keyword" },
              "emails": { "type": "keyword" }, "email_domains": { "type": "keyword" } } }
          }
        }
      }""";

  private static final String[] LINES = {
    "GET https://en.wikipedia.org/wiki/Anton%C3%ADn_Dvo%C5%99%C3%A1k 200",
    "see en.wikipedia.org/wiki/Antonín_Dvořák (mirror at https://xn--bcher-kva.de/dvořák).",
    "mail from σωκράτης@example.com to ops@bücher.de about www.bücher.de/dvořák",
    "retry https://EN.WIKIPEDIA.ORG/wiki/Antonín_Dvořák later; also en.wikipedia.org/wiki/Dvořák",
    "no links in this line at all",
  };

  private void createIndexWithPipeline() throws IOException {
    call(
        "PUT",
        "/_ingest/pipeline/links",
        """
        { "processors": [ { "uts58_links": { "field": "message", "tag": "extract" } } ] }""");
    call("PUT", "/logs", INDEX_SETTINGS);
    StringBuilder bulk = new StringBuilder();
    for (int i = 0; i < LINES.length; i++) {
      bulk.append("{\"index\":{\"_id\":\"").append(i).append("\"}}\n");
      bulk.append("{\"message\":\"").append(LINES[i]).append("\"}\n");
    }
    ObjectPath result = call("POST", "/logs/_bulk?pipeline=links&refresh=true", bulk.toString());
    assertEquals(Boolean.FALSE, result.evaluate("errors"));
  }

  private static List<String> ids(ObjectPath search) throws IOException {
    List<Object> hits = search.evaluate("hits.hits");
    String[] ids = new String[hits.size()];
    for (int i = 0; i < hits.size(); i++) {
      ids[i] = (String) ((Map<?, ?>) hits.get(i)).get("_id");
    }
    Arrays.sort(ids);
    return List.of(ids);
  }

  /**
   * config/example-index.json as shipped: the custom analyzer lower-cases words but not links
   * (uts58_lowercase), and a keyword field's normalizer folds every spelling of a URL to one term.
   */
  public void testExampleIndexFileWithUrlNormalizer() throws Exception {
    call("PUT", "/example", Files.readString(Path.of("config/example-index.json")));
    ObjectPath analyzed =
        call(
            "POST",
            "/example/_analyze",
            """
        { "analyzer": "log_links", "text": "See HTTPS://Example.COM/Path NOW" }""");
    assertEquals("see", analyzed.evaluate("tokens.0.token"));
    assertEquals("example.com/Path", analyzed.evaluate("tokens.1.token"));
    assertEquals("now", analyzed.evaluate("tokens.2.token"));
    String[] spellings = {
      "HTTPS://EXAMPLE.COM/a%20b",
      "example.com/a%20b",
      "https://example.com:443/a%20b",
      "http://xn--bcher-kva.de",
      "bücher.de/",
      "not a link"
    };
    StringBuilder bulk = new StringBuilder();
    for (int i = 0; i < spellings.length; i++) {
      bulk.append("{\"index\":{\"_id\":\"")
          .append(i)
          .append("\"}}\n{\"url\":{\"original\":\"")
          .append(spellings[i])
          .append("\"}}\n");
    }
    assertEquals(
        Boolean.FALSE,
        call("POST", "/example/_bulk?refresh=true", bulk.toString()).evaluate("errors"));
    assertEquals(
        List.of("0", "1", "2"),
        ids(
            call(
                "POST",
                "/example/_search",
                """
        { "query": { "term": { "url.original": "https://Example.com/a%20b" } } }""")));
    assertEquals(
        List.of("3", "4"),
        ids(
            call(
                "POST",
                "/example/_search",
                """
        { "query": { "term": { "url.original": "bücher.de" } } }""")));
    ObjectPath aggs =
        call(
            "POST",
            "/example/_search",
            """
        { "size": 0, "aggs": { "urls": { "terms": { "field": "url.original" } } } }""");
    Map<String, Integer> buckets = new HashMap<>();
    for (Object b : (List<?>) aggs.evaluate("aggregations.urls.buckets")) {
      buckets.put((String) ((Map<?, ?>) b).get("key"), (Integer) ((Map<?, ?>) b).get("doc_count"));
    }
    assertEquals(Map.of("example.com/a%20b", 3, "bücher.de/", 2, "not a link", 1), buckets);
  }

  public void testAnalyzeShowsLinkTokensWithOffsets() throws Exception {
    call("PUT", "/logs", INDEX_SETTINGS);
    ObjectPath analyzed =
        call(
            "POST",
            "/logs/_analyze",
            """
        { "analyzer": "links_only", "text": "see (example.com/αβγ) and σωκράτης@example.com." }""");
    assertEquals("example.com/αβγ", analyzed.evaluate("tokens.0.token"));
    assertEquals("<URL>", analyzed.evaluate("tokens.0.type"));
    assertEquals(5, (int) analyzed.evaluate("tokens.0.start_offset"));
    assertEquals(20, (int) analyzed.evaluate("tokens.0.end_offset"));
    assertEquals("σωκράτης@example.com", analyzed.evaluate("tokens.1.token"));
    assertEquals("<EMAIL>", analyzed.evaluate("tokens.1.type"));
    assertEquals(26, (int) analyzed.evaluate("tokens.1.start_offset"));
    assertEquals(2, ((List<?>) analyzed.evaluate("tokens")).size());
    // The built-in analyzer and a filter by name.
    ObjectPath builtIn =
        call(
            "POST",
            "/_analyze",
            """
        { "tokenizer": "uts58", "filter": [ { "type": "uts58_url_parts", "parts": ["registrable_domain"] } ],
          "text": "https://a.b.example.co.uk/x" }""");
    assertEquals("example.co.uk", builtIn.evaluate("tokens.1.token"));
    assertEquals("<REGISTRABLE_DOMAIN>", builtIn.evaluate("tokens.1.type"));
  }

  public void testExactUrlSearchMatchesEverySpelling() throws Exception {
    createIndexWithPipeline();
    // Escaped, Unicode, upper-case host and scheme-less spellings of one URL find the same lines.
    for (String query :
        List.of(
            "https://en.wikipedia.org/wiki/Anton%C3%ADn_Dvo%C5%99%C3%A1k",
            "en.wikipedia.org/wiki/Antonín_Dvořák", "EN.Wikipedia.org/wiki/Anton%C3%ADn_Dvořák")) {
      ObjectPath found =
          call(
              "POST",
              "/logs/_search",
              "{\"query\":{\"match_phrase\":{\"message\":\"" + query + "\"}}}");
      assertEquals(query, List.of("0", "1", "3"), ids(found));
    }
    // punycode and Unicode hosts are one term (line 1 writes xn--bcher-kva.de); www.bücher.de is
    // another host
    ObjectPath bucher =
        call("POST", "/logs/_search", "{\"query\":{\"match\":{\"message\":\"bücher.de/dvořák\"}}}");
    assertEquals(List.of("1"), ids(bucher));
    // a near miss (other path case) matches nothing
    ObjectPath miss =
        call(
            "POST",
            "/logs/_search",
            "{\"query\":{\"match_phrase\":{\"message\":\"en.wikipedia.org/wiki/antonín_dvořák\"}}}");
    assertEquals(List.of(), ids(miss));
    // exact term on the processor's keyword field
    ObjectPath term =
        call(
            "POST",
            "/logs/_search",
            "{\"query\":{\"term\":{\"links.urls\":\"en.wikipedia.org/wiki/Antonín_Dvořák\"}}}");
    assertEquals(List.of("0", "1", "3"), ids(term));
  }

  public void testIngestProcessorFacets() throws Exception {
    createIndexWithPipeline();
    ObjectPath aggs =
        call(
            "POST",
            "/logs/_search?size=0",
            """
        { "aggs": {
            "urls": { "terms": { "field": "links.urls" } },
            "hosts": { "terms": { "field": "links.hosts" } },
            "domains": { "terms": { "field": "links.domains" } },
            "email_domains": { "terms": { "field": "links.email_domains" } } } }""");
    assertEquals(
        Map.of(
            "en.wikipedia.org/wiki/Antonín_Dvořák",
            3,
            "bücher.de/dvořák",
            1,
            "www.bücher.de/dvořák",
            1,
            "en.wikipedia.org/wiki/Dvořák",
            1),
        buckets(aggs, "urls"));
    assertEquals(
        Map.of("en.wikipedia.org", 3, "bücher.de", 1, "www.bücher.de", 1), buckets(aggs, "hosts"));
    assertEquals(Map.of("wikipedia.org", 3, "bücher.de", 2), buckets(aggs, "domains"));
    assertEquals(Map.of("example.com", 1, "bücher.de", 1), buckets(aggs, "email_domains"));
  }

  private static Map<String, Integer> buckets(ObjectPath aggs, String name) throws IOException {
    List<Object> buckets = aggs.evaluate("aggregations." + name + ".buckets");
    Map<String, Integer> counts = new HashMap<>();
    for (Object b : buckets) {
      Map<?, ?> bucket = (Map<?, ?>) b;
      counts.put((String) bucket.get("key"), ((Number) bucket.get("doc_count")).intValue());
    }
    return counts;
  }

  public void testBadSettingsAreRejectedWith400NamingTheSetting() throws Exception {
    ResponseException typo =
        failing(
            "PUT",
            "/bad1",
            """
        { "settings": { "analysis": { "tokenizer": { "links_tokenizer": { "type": "uts58", "word_segmentr": "icu" } } } } }""");
    assertEquals(400, typo.getResponse().getStatusLine().getStatusCode());
    assertTrue(
        typo.getMessage(),
        typo.getMessage()
            .contains("[links_tokenizer] of type [uts58] unknown setting [word_segmentr]"));
    ResponseException range =
        failing(
            "PUT",
            "/bad2",
            """
        { "settings": { "analysis": { "tokenizer": { "t": { "type": "uts58", "max_link_length": 3 } } } } }""");
    assertEquals(400, range.getResponse().getStatusLine().getStatusCode());
    assertTrue(
        range.getMessage(),
        range
            .getMessage()
            .contains(
                "[t] of type [uts58] setting [max_link_length] must be between 16 and 1048576"));
    ResponseException escape =
        failing(
            "PUT",
            "/bad3",
            """
        { "settings": { "analysis": { "filter": { "f": { "type": "uts58_links", "tld_file": "../../etc/passwd" } } } } }""");
    assertEquals(400, escape.getResponse().getStatusLine().getStatusCode());
    assertTrue(
        escape.getMessage(),
        escape
            .getMessage()
            .contains(
                "[f] of type [uts58_links] setting [tld_file] cannot read [../../etc/passwd]: it must name a file inside the config directory"));
    ResponseException parts =
        failing(
            "PUT",
            "/bad4",
            """
        { "settings": { "analysis": { "filter": { "f": { "type": "uts58_url_parts", "parts": ["host", "hostname"] } } } } }""");
    assertEquals(400, parts.getResponse().getStatusLine().getStatusCode());
    assertTrue(parts.getMessage(), parts.getMessage().contains("[parts] has [hostname]"));

    ResponseException pipeline =
        failing(
            "PUT",
            "/_ingest/pipeline/bad",
            """
        { "processors": [ { "uts58_links": { "field": "message", "outputs": ["urls", "links"] } } ] }""");
    assertEquals(400, pipeline.getResponse().getStatusLine().getStatusCode());
    assertTrue(
        pipeline.getMessage(),
        pipeline
            .getMessage()
            .contains(
                "[outputs] has [links]; allowed values are [urls, hosts, domains, emails, email_domains]"));
    ResponseException unknown =
        failing(
            "PUT",
            "/_ingest/pipeline/bad",
            """
        { "processors": [ { "uts58_links": { "field": "message", "colour": "blue" } } ] }""");
    assertEquals(400, unknown.getResponse().getStatusLine().getStatusCode());
    assertTrue(
        unknown.getMessage(),
        unknown
            .getMessage()
            .contains("[colour] unknown setting [colour]; known settings are [field,"));
    ResponseException missing =
        failing(
            "PUT",
            "/_ingest/pipeline/bad",
            """
        { "processors": [ { "uts58_links": { "target_field": "x" } } ] }""");
    assertEquals(400, missing.getResponse().getStatusLine().getStatusCode());
    assertTrue(missing.getMessage(), missing.getMessage().contains("[field] is required"));
  }

  public void testOneBadDocumentDoesNotFailTheBulk() throws Exception {
    call(
        "PUT",
        "/_ingest/pipeline/links",
        """
        { "processors": [ { "uts58_links": { "field": "message" } } ] }""");
    call("PUT", "/logs", INDEX_SETTINGS);
    String bulk =
        """
        {"index":{"_id":"a"}}
        {"message":"see example.com/x"}
        {"index":{"_id":"b"}}
        {"message":{"not":"text"}}
        {"index":{"_id":"c"}}
        {"message":["array of", "x@example.org lines"]}
        {"index":{"_id":"d"}}
        {"other":"no message field"}
        """;
    ObjectPath result = call("POST", "/logs/_bulk?pipeline=links&refresh=true", bulk);
    assertEquals(Boolean.TRUE, result.evaluate("errors"));
    assertEquals(201, (int) result.evaluate("items.0.index.status"));
    assertEquals(400, (int) result.evaluate("items.1.index.status"));
    assertTrue(
        result.evaluate("items.1.index.error.reason").toString(),
        result
            .evaluate("items.1.index.error.reason")
            .toString()
            .contains("only text (a string or an array of strings) can hold links"));
    assertEquals(201, (int) result.evaluate("items.2.index.status"));
    assertEquals(
        400, (int) result.evaluate("items.3.index.status")); // missing field without ignore_missing
    assertEquals(2, (int) call("GET", "/logs/_count", null).evaluate("count"));
    ObjectPath c = call("GET", "/logs/_doc/c", null);
    assertEquals(List.of("x@example.org"), c.evaluate("_source.links.emails"));
  }
}
