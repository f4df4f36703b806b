package io.github.uts58.opensearch;

import static io.github.uts58.opensearch.RealDistribution.call;
import static io.github.uts58.opensearch.RealDistribution.json;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import io.github.uts58.opensearch.RealDistribution.HttpError;
import io.github.uts58.opensearch.RealDistribution.Node;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.AfterClass;
import org.junit.BeforeClass;
import org.junit.Test;
import org.opensearch.test.rest.yaml.ObjectPath;

/**
 * The plugin as users install it: the real OpenSearch distribution from Maven Central, our zip
 * installed with its {@code bin/opensearch-plugin}, two node processes (as nobody when run as root:
 * OpenSearch refuses root) on 127.0.0.1, driven over HTTP. This exercises what the in-process
 * cluster skips: the installer, the descriptor, the plugin class loader, jar-hell checks, and the
 * files the installer copies into the config directory.
 */
public class RealDistributionIT {
  private static RealDistribution cluster;
  private static List<Node> nodes;

  @BeforeClass
  public static void installAndStart() throws Exception {
    cluster = RealDistribution.installAndStart("real-distribution", 2, "-Xms384m -Xmx384m");
    nodes = cluster.nodes();
    assertTrue(
        Files.isRegularFile(cluster.home().resolve("config/analysis-uts58/example-index.json")));
  }

  @AfterClass
  public static void stopAndClean() throws Exception {
    if (cluster != null) {
      cluster.close();
    }
  }

  // ---- the tests
  // ---------------------------------------------------------------------------------

  @Test
  public void pluginIsInstalledOnEveryNode() throws Exception {
    String plugins = call(nodes.get(0), "GET", "/_cat/plugins?h=name,component", null);
    assertEquals(
        plugins,
        Set.of("node-0 analysis-uts58", "node-1 analysis-uts58"),
        new TreeSet<>(List.of(plugins.strip().split("\\s*\\n")))
            .stream()
                .map(l -> l.replaceAll("\\s+", " "))
                .collect(java.util.stream.Collectors.toSet()));
  }

  @Test
  public void analyzeWithTheTokenizerAndEveryFilter() throws Exception {
    Node node = nodes.get(1);
    ObjectPath tokens =
        json(
            call(
                node,
                "POST",
                "/_analyze",
                """
        { "tokenizer": "uts58", "text": "Mail alice.dev+tag@gmail.com or see example.com/αβγ" }"""));
    assertTokens(
        tokens,
        "Mail",
        "<ALPHANUM>",
        0,
        4,
        "alice.dev+tag@gmail.com",
        "<EMAIL>",
        5,
        28,
        "or",
        "<ALPHANUM>",
        29,
        31,
        "see",
        "<ALPHANUM>",
        32,
        35,
        "example.com/αβγ",
        "<URL>",
        36,
        51);
    ObjectPath icu =
        json(
            call(
                node,
                "POST",
                "/_analyze",
                """
        { "tokenizer": { "type": "uts58", "word_segmenter": "icu" }, "text": "ภาษาไทย example.com/路径" }"""));
    // ICU's dictionary breaks the Thai run into words (lucene-analysis-icu, bundled in the zip)
    assertTokens(
        icu,
        "ภาษา",
        "<ALPHANUM>",
        0,
        4,
        "ไทย",
        "<ALPHANUM>",
        4,
        7,
        "example.com/路径",
        "<URL>",
        8,
        22);
    // uts58_links over Lucene's standard tokenizer: in core on every line (the 2.19 integ-test
    // distribution has no analysis-common module, so no keyword or whitespace tokenizer)
    String message = "fetch www.bücher.de and mail.example.co.uk now";
    ObjectPath links =
        json(
            call(
                node,
                "POST",
                "/_analyze",
                String.format(
                    Locale.ROOT,
                    """
        { "tokenizer": "standard", "filter": [ { "type": "uts58_links", "keep_remainder": false } ], "text": "%s" }""",
                    message)));
    assertTokens(
        links,
        "www.bücher.de",
        "<URL>",
        message.indexOf("www"),
        message.indexOf("www") + 13,
        "mail.example.co.uk",
        "<URL>",
        message.indexOf("mail"),
        message.indexOf("mail") + 18);
    // schemeless_links=precise: the file name is no link, the host is
    ObjectPath precise =
        json(
            call(
                node,
                "POST",
                "/_analyze",
                """
        { "tokenizer": { "type": "uts58", "word_segmenter": "none", "schemeless_links": "precise" },
          "text": "edit src/setup.py, see gnu.org" }"""));
    assertTokens(precise, "gnu.org", "<URL>", 23, 30);
    ObjectPath normalized =
        json(
            call(
                node,
                "POST",
                "/_analyze",
                """
        { "tokenizer": "uts58", "filter": ["uts58_normalize", "uts58_lowercase"],
          "text": "GET HTTPS://XN--BCHER-KVA.DE/%C3%BC" }"""));
    assertTokens(normalized, "get", "<ALPHANUM>", 0, 3, "bücher.de/ü", "<URL>", 4, 35);
    ObjectPath parts =
        json(
            call(
                node,
                "POST",
                "/_analyze",
                """
        { "tokenizer": "uts58", "filter": [ { "type": "uts58_url_parts", "parts": ["host", "registrable_domain"] } ],
          "text": "https://a.b.example.co.uk/x" }"""));
    assertTokens(
        parts,
        "https://a.b.example.co.uk/x",
        "<URL>",
        0,
        27,
        "a.b.example.co.uk",
        "<URL_HOST>",
        0,
        27,
        "example.co.uk",
        "<REGISTRABLE_DOMAIN>",
        0,
        27);
  }

  @Test
  public void indexesFromTheShippedExampleAndTheReadmeMapping() throws Exception {
    Node node = nodes.get(0);
    // config/example-index.json as the installer put it into the node's config directory
    call(
        node,
        "PUT",
        "/example",
        Files.readString(node.config().resolve("analysis-uts58/example-index.json")));
    ObjectPath analyzed =
        json(
            call(
                node,
                "POST",
                "/example/_analyze",
                """
        { "analyzer": "log_links", "text": "See HTTPS://Example.COM/Path NOW" }"""));
    assertEquals("example.com/Path", analyzed.evaluate("tokens.1.token"));
    call(
        node,
        "POST",
        "/example/_bulk?refresh=true",
        """
        {"index":{"_id":"1"}}
        {"url":{"original":"HTTPS://EXAMPLE.COM/a%20b"}}
        {"index":{"_id":"2"}}
        {"url":{"original":"example.com/a%20b"}}
        """);
    assertEquals(
        2,
        (int)
            json(call(
                    node,
                    "POST",
                    "/example/_count",
                    """
        { "query": { "term": { "url.original": "https://example.com:443/a%20b" } } }"""))
                .evaluate("count"));

    // The README's requests, exactly as written there.
    for (String[] request : readmeRequests()) {
      call(node, request[0], request[1], request[2]);
    }
    ObjectPath simulated =
        json(
            call(
                node,
                "POST",
                "/_ingest/pipeline/links/_simulate",
                """
        { "docs": [ { "_source": { "message": "see HTTPS://Example.COM/a%20b and bob@Mail.Example.co.uk" } } ] }"""));
    assertEquals(List.of("example.com/a%20b"), simulated.evaluate("docs.0.doc._source.links.urls"));
    assertEquals(
        List.of("mail.example.co.uk"),
        simulated.evaluate("docs.0.doc._source.links.email_domains"));
    call(
        node,
        "POST",
        "/logs/_bulk?pipeline=links&refresh=true",
        """
        {"index":{"_id":"1"}}
        {"message":"GET https://en.wikipedia.org/wiki/Anton%C3%ADn_Dvo%C5%99%C3%A1k 200"}
        {"index":{"_id":"2"}}
        {"message":"see en.wikipedia.org/wiki/Antonín_Dvořák today"}
        {"index":{"_id":"3"}}
        {"message":"see en.wikipedia.org/wiki/antonín_dvořák today"}
        """);
    for (String spelling :
        List.of(
            "https://en.wikipedia.org/wiki/Anton%C3%ADn_Dvo%C5%99%C3%A1k",
            "en.wikipedia.org/wiki/Antonín_Dvořák", "EN.Wikipedia.org/wiki/Anton%C3%ADn_Dvořák")) {
      ObjectPath hits =
          json(
              call(
                  node,
                  "POST",
                  "/logs/_search",
                  "{ \"query\": { \"match_phrase\": { \"message\": \"" + spelling + "\" } } }"));
      assertEquals(spelling, 2, (int) hits.evaluate("hits.total.value"));
    }
    assertEquals(
        2,
        (int)
            json(call(
                    node,
                    "POST",
                    "/logs/_count",
                    """
        { "query": { "term": { "links.urls": "en.wikipedia.org/wiki/Antonín_Dvořák" } } }"""))
                .evaluate("count"));
  }

  @Test
  public void badSettingsAre400sNamingThem() throws Exception {
    Node node = nodes.get(1);
    HttpError e =
        expectError(
            node,
            "PUT",
            "/bad",
            """
        { "settings": { "analysis": { "tokenizer": { "t": { "type": "uts58", "word_segmentr": "icu" } } } } }""");
    assertEquals(400, e.status);
    assertTrue(e.getMessage(), e.getMessage().contains("unknown setting [word_segmentr]"));
    HttpError tld =
        expectError(
            node,
            "PUT",
            "/bad2",
            """
        { "settings": { "analysis": { "tokenizer": { "t": { "type": "uts58", "tld_file": "../../etc/passwd" } } } } }""");
    assertEquals(400, tld.status);
    assertTrue(tld.getMessage(), tld.getMessage().contains("[tld_file]"));
    // tld_file inside the config directory: the copy of the list the installer put there
    call(
        node,
        "PUT",
        "/custom_tlds",
        """
        { "settings": { "analysis": { "tokenizer": { "t": { "type": "uts58", "tld_file": "analysis-uts58/effective_tld_names.dat" } } } } }""");
  }

  /**
   * Two copies of every shard; kill -9 one node during a bulk, restart it: every acknowledged
   * document is there.
   */
  @Test
  public void killedNodeLosesNoAcknowledgedDocument() throws Exception {
    Node survivor = nodes.get(0);
    Node victim = nodes.get(1);
    call(
        survivor,
        "PUT",
        "/durable",
        """
        { "settings": { "number_of_shards": 2, "number_of_replicas": 1,
                        "analysis": { "analyzer": { "default": { "type": "uts58" } } } } }""");
    cluster.awaitCluster(survivor, "green");
    Set<String> acknowledged = new TreeSet<>();
    try {
      for (int round = 0; round < 20; round++) {
        if (round == 5) {
          cluster.kill(victim); // mid-stream, no warning
        }
        StringBuilder bulk = new StringBuilder();
        for (int i = 0; i < 50; i++) {
          String id = round + "-" + i;
          bulk.append("{\"index\":{\"_id\":\"")
              .append(id)
              .append("\"}}\n{\"message\":\"line ")
              .append(id)
              .append(" see https://example.com/")
              .append(id)
              .append("\"}\n");
        }
        ObjectPath result;
        try {
          result = json(call(survivor, "POST", "/durable/_bulk", bulk.toString()));
        } catch (HttpError e) {
          continue; // nothing acknowledged by this request
        }
        List<Object> items = result.evaluate("items");
        for (Object item : items) {
          Map<?, ?> index = (Map<?, ?>) ((Map<?, ?>) item).get("index");
          if (index.get("error") == null && ((Number) index.get("status")).intValue() < 300) {
            acknowledged.add((String) index.get("_id"));
          }
        }
      }
    } finally {
      if (!Files.exists(victim.pidFile())) {
        cluster.start(victim); // the other tests share the cluster
      }
    }
    cluster.awaitCluster(survivor, "green");
    call(survivor, "POST", "/durable/_refresh", null);
    assertTrue("documents acknowledged: " + acknowledged.size(), acknowledged.size() >= 500);
    for (Node node : nodes) {
      int found =
          json(call(node, "POST", "/durable/_count", "{ \"query\": { \"match_all\": {} } }"))
              .evaluate("count");
      assertEquals(node.name(), acknowledged.size(), found);
      ObjectPath linked =
          json(
              call(
                  node,
                  "POST",
                  "/durable/_count",
                  """
          { "query": { "match_phrase": { "message": "HTTPS://EXAMPLE.COM/7-3" } } }"""));
      assertEquals(acknowledged.contains("7-3") ? 1 : 0, (int) linked.evaluate("count"));
    }
  }

  // ---- helpers
  // -----------------------------------------------------------------------------------

  private static void assertTokens(ObjectPath tokens, Object... expected) throws IOException {
    List<Object> list = tokens.evaluate("tokens");
    assertEquals(list.toString(), expected.length / 4, list.size());
    for (int i = 0; i < list.size(); i++) {
      Map<?, ?> t = (Map<?, ?>) list.get(i);
      assertEquals(
          list.toString(),
          List.of(expected[4 * i], expected[4 * i + 1], expected[4 * i + 2], expected[4 * i + 3]),
          List.of(t.get("token"), t.get("type"), t.get("start_offset"), t.get("end_offset")));
    }
  }

  /**
   * The "PUT /logs {…}" and "PUT /_ingest/pipeline/links {…}" requests of the README's OpenSearch
   * section.
   */
  private static List<String[]> readmeRequests() throws IOException {
    String readme = Files.readString(Path.of("README.md"), StandardCharsets.UTF_8);
    String section = readme.substring(readme.indexOf("## OpenSearch"));
    Matcher block =
        Pattern.compile("```json\\n(PUT /logs\\n.*?)```", Pattern.DOTALL).matcher(section);
    assertTrue("README has the PUT /logs block", block.find());
    List<String[]> requests = new ArrayList<>();
    for (String request : block.group(1).split("\\n\\n")) {
      int newline = request.indexOf('\n');
      String[] line = request.substring(0, newline).split(" ");
      requests.add(new String[] {line[0], line[1], request.substring(newline + 1)});
    }
    assertEquals(2, requests.size());
    return requests;
  }

  private static HttpError expectError(Node node, String method, String path, String body) {
    try {
      call(node, method, path, body);
    } catch (HttpError e) {
      return e;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    throw new AssertionError("expected an error from " + method + " " + path);
  }
}
