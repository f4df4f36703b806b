package io.github.uts58.opensearch;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.opensearch.ingest.IngestDocument;
import org.opensearch.ingest.RandomDocumentPicks;
import org.opensearch.test.OpenSearchTestCase;

public class Uts58LinksProcessorTests extends OpenSearchTestCase {

  private static Uts58LinksProcessor processor(Map<String, Object> config) throws Exception {
    return new Uts58LinksProcessor.Factory(null).create(Map.of(), "t", null, new HashMap<>(config));
  }

  public void testWritesDistinctNormalizedValues() throws Exception {
    IngestDocument doc =
        RandomDocumentPicks.randomIngestDocument(
            random(),
            new HashMap<>(
                Map.of(
                    "msg",
                    List.of(
                        "see HTTPS://Example.COM:443/a%20b and example.com/a%20b, bob@Mail.Example.co.uk",
                        "http://xn--bcher-kva.de/x?q#f http://127.0.0.1:8080/health"))));
    processor(Map.of("field", "msg")).execute(doc);
    assertEquals(
        List.of("example.com/a%20b", "bücher.de/x?q#f", "127.0.0.1:8080/health"),
        doc.getFieldValue("links.urls", List.class));
    assertEquals(
        List.of("example.com", "bücher.de", "127.0.0.1"),
        doc.getFieldValue("links.hosts", List.class));
    assertEquals(
        List.of("example.com", "bücher.de"), doc.getFieldValue("links.domains", List.class));
    assertEquals(List.of("bob@mail.example.co.uk"), doc.getFieldValue("links.emails", List.class));
    assertEquals(
        List.of("mail.example.co.uk"), doc.getFieldValue("links.email_domains", List.class));
  }

  /**
   * Facets are the processor's purpose: schemeless_links defaults to precise, all restores UTS #58.
   */
  public void testFileNamesAreNoHostsByDefault() throws Exception {
    String log =
        "Traceback: File \"app.py\", line 3; see src/setup.py and gnu.org/x, mail ops@setup.py";
    IngestDocument doc =
        RandomDocumentPicks.randomIngestDocument(random(), new HashMap<>(Map.of("msg", log)));
    processor(Map.of("field", "msg")).execute(doc);
    assertEquals(List.of("gnu.org"), doc.getFieldValue("links.hosts", List.class));
    assertEquals(List.of("ops@setup.py"), doc.getFieldValue("links.emails", List.class));
    IngestDocument exact =
        RandomDocumentPicks.randomIngestDocument(random(), new HashMap<>(Map.of("msg", log)));
    processor(Map.of("field", "msg", "schemeless_links", "all")).execute(exact);
    assertEquals(
        List.of("app.py", "setup.py", "gnu.org"), exact.getFieldValue("links.hosts", List.class));
  }

  public void testEmailWithHostLikeLocalPart() throws Exception {
    IngestDocument doc =
        RandomDocumentPicks.randomIngestDocument(
            random(),
            new HashMap<>(
                Map.of(
                    "msg", "Email alice.dev+tag@gmail.com and john.uk_smith@example.com today")));
    processor(Map.of("field", "msg")).execute(doc);
    assertEquals(
        List.of("alice.dev+tag@gmail.com", "john.uk_smith@example.com"),
        doc.getFieldValue("links.emails", List.class));
    assertEquals(
        List.of("gmail.com", "example.com"), doc.getFieldValue("links.email_domains", List.class));
    assertEquals(
        "no host from a local-part", List.of(), doc.getFieldValue("links.hosts", List.class));
  }

  public void testAnEmptyPathIsSlash() throws Exception {
    IngestDocument doc =
        RandomDocumentPicks.randomIngestDocument(
            random(),
            new HashMap<>(
                Map.of(
                    "msg",
                    "https://example.com and https://example.com/ and example.org example.org/ example.org/a example.org/a/")));
    processor(Map.of("field", "msg")).execute(doc);
    assertEquals(
        List.of("example.com/", "example.org/", "example.org/a", "example.org/a/"),
        doc.getFieldValue("links.urls", List.class));
  }

  /** A Public Suffix List as tld_file serves detection and the domains facet alike. */
  public void testPublicSuffixListAsTldFile() throws Exception {
    Path home = createTempDir();
    Path config = home.resolve("config");
    Files.createDirectories(config);
    Files.writeString(
        config.resolve("psl.dat"),
        "// ===BEGIN ICANN DOMAINS===\ninternal\ncorp.internal\n// ===END ICANN DOMAINS===\n");
    org.opensearch.env.Environment env =
        org.opensearch.env.TestEnvironment.newEnvironment(
            org.opensearch.common.settings.Settings.builder()
                .put("path.home", home.toString())
                .build());
    Uts58LinksProcessor p =
        new Uts58LinksProcessor.Factory(env)
            .create(
                Map.of(),
                "t",
                null,
                new HashMap<>(Map.of("field", "msg", "tld_file", "psl.dat", "adjust_start", true)));
    IngestDocument doc =
        RandomDocumentPicks.randomIngestDocument(
            random(),
            new HashMap<>(
                Map.of(
                    "msg", "see a.b.corp.internal/x and example.com and ウェブサイトはexample.internal")));
    p.execute(doc);
    assertEquals(
        List.of("a.b.corp.internal/x", "example.internal/"),
        doc.getFieldValue("links.urls", List.class));
    assertEquals(
        List.of("b.corp.internal", "example.internal"),
        doc.getFieldValue("links.domains", List.class));
  }

  /**
   * Link-heavy random documents with every check and output on: no document fails, values are
   * canonical.
   */
  public void testLinkHeavyRandomDocuments() throws Exception {
    Uts58LinksProcessor p =
        processor(
            Map.of(
                "field",
                "m",
                "check_invalid_tld",
                "flag",
                "check_confusable_host",
                "flag",
                "check_invisible_character",
                "flag",
                "adjust_start",
                true,
                "display",
                true,
                "max_link_length",
                64));
    io.github.uts58.core.LinkNormalizer normalizer =
        io.github.uts58.core.LinkNormalizer.getDefault();
    int urls = 0;
    for (int i = 0; i < atLeast(300); i++) {
      IngestDocument doc =
          RandomDocumentPicks.randomIngestDocument(
              random(),
              new HashMap<>(
                  Map.of("m", io.github.uts58.testutil.LinkHeavyText.generate(random(), 30))));
      p.execute(doc);
      for (Object url : doc.getFieldValue("links.urls", List.class)) {
        // the search form is a fixed point: normalizing it again changes nothing
        assertEquals(url, normalizer.normalize((String) url, io.github.uts58.core.LinkType.URL));
        urls++;
      }
    }
    assertTrue("urls seen: " + urls, urls > 300);
  }

  public void testOutputsTargetAndOptions() throws Exception {
    IngestDocument doc =
        RandomDocumentPicks.randomIngestDocument(
            random(), new HashMap<>(Map.of("m", "https://example.com/x#frag")));
    processor(
            Map.of(
                "field",
                "m",
                "target_field",
                "found",
                "outputs",
                List.of("urls"),
                "keep_scheme",
                true,
                "drop_fragment",
                true))
        .execute(doc);
    assertEquals(List.of("https://example.com/x"), doc.getFieldValue("found.urls", List.class));
    assertFalse(doc.hasField("found.hosts"));
  }

  public void testMissingAndWrongTypes() throws Exception {
    IngestDocument empty = RandomDocumentPicks.randomIngestDocument(random(), new HashMap<>());
    processor(Map.of("field", "m", "ignore_missing", true)).execute(empty);
    assertFalse(empty.hasField("links"));
    Exception missing =
        expectThrows(
            IllegalArgumentException.class,
            () ->
                processor(Map.of("field", "m"))
                    .execute(RandomDocumentPicks.randomIngestDocument(random(), new HashMap<>())));
    assertTrue(missing.getMessage(), missing.getMessage().contains("[m]"));
    IngestDocument number =
        RandomDocumentPicks.randomIngestDocument(random(), new HashMap<>(Map.of("m", 42)));
    Exception wrong =
        expectThrows(
            IllegalArgumentException.class, () -> processor(Map.of("field", "m")).execute(number));
    assertEquals(
        "field [m] is of type [Integer]; only text (a string or an array of strings) can hold links",
        wrong.getMessage());
  }

  public void testChecksAndDisplay() throws Exception {
    IngestDocument doc =
        RandomDocumentPicks.randomIngestDocument(
            random(),
            new HashMap<>(
                Map.of(
                    "m",
                    "see https://xn--80ak6aa92e.com/ and example.com/a\u200Eb and ex\u0430mple.com and example.org/אב")));
    processor(
            Map.of(
                "field",
                "m",
                "check_confusable_host",
                "reject",
                "check_invisible_character",
                "flag",
                "display",
                true))
        .execute(doc);
    assertEquals(
        List.of("example.com/a\u200Eb", "example.org/אב"),
        doc.getFieldValue("links.urls", List.class));
    assertEquals(
        List.of(Map.of("link", "example.com/a\u200Eb", "reasons", List.of("invisible_character"))),
        doc.getFieldValue("links.suspicious_links", List.class));
    assertEquals(
        List.of(
            "\u2066\u200Eexample\u200E.\u200Ecom\u200E/\u200Ea\u200Eb\u200E\u2069",
            "\u2066\u200Eexample\u200E.\u200Eorg\u200E/\u200Eאב\u200E\u2069"),
        doc.getFieldValue("links.display", List.class));
    Exception bad =
        expectThrows(
            Exception.class, () -> processor(Map.of("field", "m", "check_invalid_tld", "warn")));
    assertEquals(
        "[check_invalid_tld] must be one of [off, flag, reject], got [warn]", bad.getMessage());
  }
}
