package io.github.uts58.lucene;

import io.github.uts58.lucene.segmentation.Uts58TokenizerFactory;
import io.github.uts58.settings.Component;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenFilterFactory;
import org.apache.lucene.analysis.TokenizerFactory;
import org.apache.lucene.analysis.custom.CustomAnalyzer;
import org.apache.lucene.tests.analysis.BaseTokenStreamTestCase;

/** The SPI names work in CustomAnalyzer, and bad parameters fail naming the setting. */
public class FactoriesTest extends BaseTokenStreamTestCase {

  public void testSpiNames() {
    // the SPI names are the components' names, which the OpenSearch plugin registers
    assertSame(
        Uts58TokenizerFactory.class, TokenizerFactory.lookupClass(Component.TOKENIZER.typeName()));
    assertSame(
        Uts58LinksFilterFactory.class,
        TokenFilterFactory.lookupClass(Component.LINKS_FILTER.typeName()));
    assertSame(
        Uts58NormalizeFilterFactory.class,
        TokenFilterFactory.lookupClass(Component.NORMALIZE_FILTER.typeName()));
    assertSame(
        Uts58UrlPartsFilterFactory.class,
        TokenFilterFactory.lookupClass(Component.URL_PARTS_FILTER.typeName()));
    assertSame(
        Uts58LowerCaseFilterFactory.class,
        TokenFilterFactory.lookupClass(Component.LOWERCASE_FILTER.typeName()));
    assertEquals("uts58", Component.TOKENIZER.typeName());
  }

  /**
   * The built-in analyzer rebuilt from names gives the same tokens; the normalizer folds a
   * whole-link value.
   */
  public void testAnalyzerRebuiltFromNamesAndNormalizer() throws Exception {
    try (Analyzer custom =
            CustomAnalyzer.builder()
                .withTokenizer("uts58")
                .addTokenFilter("uts58_normalize")
                .addTokenFilter("uts58_lowercase")
                .build();
        Analyzer builtIn = new Uts58Analyzer()) {
      String text = "See HTTPS://Example.COM/Path and Ωmega σωκράτης@EXAMPLE.com";
      assertAnalyzesTo(
          custom,
          text,
          new String[] {"see", "example.com/Path", "and", "ωmega", "σωκράτης@example.com"});
      assertAnalyzesTo(
          builtIn,
          text,
          new String[] {"see", "example.com/Path", "and", "ωmega", "σωκράτης@example.com"});
    }
    try (Analyzer normalizer =
        CustomAnalyzer.builder()
            .withTokenizer("keyword")
            .addTokenFilter("uts58_normalize")
            .build()) {
      assertEquals(
          "example.com/a%20b",
          normalizer.normalize("f", "HTTPS://EXAMPLE.COM:443/a%20b").utf8ToString());
      assertEquals("see example.com", normalizer.normalize("f", "see example.com").utf8ToString());
      assertAnalyzesTo(normalizer, "http://xn--bcher-kva.de", new String[] {"bücher.de/"});
    }
  }

  public void testCustomAnalyzer() throws Exception {
    try (Analyzer a =
        CustomAnalyzer.builder()
            .withTokenizer("uts58", "word_segmenter", "none", "max_link_length", "256")
            .addTokenFilter("uts58_normalize", "keep_scheme", "true")
            .addTokenFilter("uts58_url_parts", "parts", "host", "keep_link", "true")
            .build()) {
      assertAnalyzesTo(
          a,
          "see HTTPS://XN--BCHER-KVA.DE/%C3%BC ok",
          new String[] {"https://bücher.de/ü", "bücher.de"},
          new String[] {"<URL>", "<URL_HOST>"});
    }
    try (Analyzer a =
        CustomAnalyzer.builder()
            .withTokenizer("whitespace")
            .addTokenFilter("uts58_links", "keep_remainder", "false")
            .build()) {
      assertAnalyzesTo(a, "x (example.com/a) y", new String[] {"example.com/a"});
    }
  }

  /**
   * schemeless_links by SPI name: UTS #58 exactly by default, file names dropped in precise mode.
   */
  public void testSchemelessLinks() throws Exception {
    String text = "edit src/setup.py and Makefile.in, see gnu.org or https://setup.py/";
    try (Analyzer exact =
            CustomAnalyzer.builder().withTokenizer("uts58", "word_segmenter", "none").build();
        Analyzer precise =
            CustomAnalyzer.builder()
                .withTokenizer("uts58", "word_segmenter", "none", "schemeless_links", "precise")
                .build();
        Analyzer filter =
            CustomAnalyzer.builder()
                .withTokenizer("whitespace")
                .addTokenFilter(
                    "uts58_links", "keep_remainder", "false", "schemeless_links", "precise")
                .build();
        Analyzer wwwOnly =
            CustomAnalyzer.builder()
                .withTokenizer("uts58", "word_segmenter", "none", "schemeless_links", "www_only")
                .build()) {
      assertAnalyzesTo(
          exact, text, new String[] {"setup.py", "Makefile.in", "gnu.org", "https://setup.py/"});
      assertAnalyzesTo(
          precise,
          text,
          new String[] {"gnu.org", "https://setup.py/"},
          new int[] {39, 50},
          new int[] {46, 67});
      assertAnalyzesTo(filter, text, new String[] {"gnu.org", "https://setup.py/"});
      assertAnalyzesTo(wwwOnly, text, new String[] {"https://setup.py/"});
    }
    assertFails(
        "[uts58] setting [schemeless_links] must be one of [all, precise, www_only], got [some]",
        () -> new Uts58TokenizerFactory(map("schemeless_links", "some")));
  }

  public void testFileExtensionsFileThroughTheResourceLoader() throws Exception {
    Path dir = createTempDir();
    Files.writeString(dir.resolve("ext.txt"), "de\n");
    try (Analyzer a =
        CustomAnalyzer.builder(dir)
            .withTokenizer(
                "uts58",
                "word_segmenter",
                "none",
                "schemeless_links",
                "precise",
                "file_extensions_file",
                "ext.txt")
            .build()) {
      assertAnalyzesTo(a, "see gnu.de and setup.py", new String[] {"setup.py"});
    }
    Files.writeString(dir.resolve("bad.txt"), "not one\n");
    Exception e =
        expectThrows(
            IOException.class,
            () ->
                CustomAnalyzer.builder(dir)
                    .withTokenizer("uts58", "file_extensions_file", "bad.txt")
                    .build());
    assertTrue(e.getMessage(), e.getMessage().contains("not a file extension: [not one]"));
  }

  public void testTldFileThroughTheResourceLoader() throws Exception {
    Path dir = createTempDir();
    Files.writeString(dir.resolve("tlds.txt"), "# test\nTEST\n");
    try (Analyzer a =
        CustomAnalyzer.builder(dir)
            .withTokenizer("uts58", "word_segmenter", "none", "tld_file", "tlds.txt")
            .build()) {
      assertAnalyzesTo(a, "a.test b.com", new String[] {"a.test"});
    }
  }

  /** One configured Public Suffix List serves detection and registrable domains alike. */
  public void testPublicSuffixListAsTldFileGivesRegistrableDomains() throws Exception {
    Path dir = createTempDir();
    Files.writeString(
        dir.resolve("psl.dat"),
        "// ===BEGIN ICANN DOMAINS===\ninternal\ncorp.internal\n// ===END ICANN DOMAINS===\n");
    try (Analyzer a =
        CustomAnalyzer.builder(dir)
            .withTokenizer("uts58", "word_segmenter", "none", "tld_file", "psl.dat")
            .addTokenFilter(
                "uts58_url_parts",
                "parts",
                "registrable_domain",
                "keep_link",
                "false",
                "tld_file",
                "psl.dat")
            .build()) {
      assertAnalyzesTo(a, "see a.b.corp.internal/x and b.com", new String[] {"b.corp.internal"});
    }
  }

  private static void assertFails(String expectedMessage, Runnable r) {
    IllegalArgumentException e = expectThrows(IllegalArgumentException.class, r::run);
    assertTrue(e.getMessage(), e.getMessage().contains(expectedMessage));
  }

  private static Map<String, String> map(String... kv) {
    Map<String, String> m = new HashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      m.put(kv[i], kv[i + 1]);
    }
    return m;
  }

  public void testBadParametersNameTheSetting() {
    assertFails(
        "[uts58] unknown setting [word_segmentr]",
        () -> new Uts58TokenizerFactory(map("word_segmentr", "icu")));
    assertFails(
        "[uts58] setting [word_segmenter] must be one of [standard, icu, none], got [thai]",
        () -> new Uts58TokenizerFactory(map("word_segmenter", "thai")));
    assertFails(
        "[uts58] setting [max_link_length] must be between 16 and 1048576, got [5]",
        () -> new Uts58TokenizerFactory(map("max_link_length", "5")));
    assertFails(
        "[uts58] setting [max_token_length] must be an integer, got [big]",
        () -> new Uts58TokenizerFactory(map("max_token_length", "big")));
    assertFails(
        "[uts58_links] setting [keep_remainder] must be true or false, got [yes]",
        () -> new Uts58LinksFilterFactory(map("keep_remainder", "yes")));
    assertFails(
        "[uts58_normalize] unknown setting [drop_port]",
        () -> new Uts58NormalizeFilterFactory(map("drop_port", "true")));
    assertFails(
        "[uts58_url_parts] setting [parts] has [hostname]",
        () -> new Uts58UrlPartsFilterFactory(map("parts", "host,hostname")));
  }
}
