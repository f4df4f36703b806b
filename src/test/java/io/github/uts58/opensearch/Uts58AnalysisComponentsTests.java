package io.github.uts58.opensearch;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.lucene.analysis.Analyzer;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;
import org.opensearch.index.analysis.AnalysisTestsHelper;
import org.opensearch.test.OpenSearchTestCase.TestAnalysis;
import org.opensearch.test.OpenSearchTokenStreamTestCase;

/**
 * The OpenSearch factories as an index builds them from its settings, without a cluster: settings
 * reach the components, files come from the node's config directory, bad settings fail naming the
 * instance and the setting.
 */
public class Uts58AnalysisComponentsTests extends OpenSearchTokenStreamTestCase {
  private static final String TEXT = "see setup.py and https://setup.py/x or Bücher.de/α";

  private TestAnalysis analysis(Settings.Builder index) throws Exception {
    return analysis(index, createTempDir());
  }

  private static TestAnalysis analysis(Settings.Builder index, Path config) throws Exception {
    Settings settings =
        index.put(Environment.PATH_HOME_SETTING.getKey(), config.getParent()).build();
    return AnalysisTestsHelper.createTestAnalysisFromSettings(
        settings, config, new AnalysisUts58Plugin());
  }

  public void testCustomAnalyzerWithSettings() throws Exception {
    TestAnalysis analysis =
        analysis(
            Settings.builder()
                .put("index.analysis.tokenizer.links_tokenizer.type", "uts58")
                .put("index.analysis.tokenizer.links_tokenizer.word_segmenter", "none")
                .put("index.analysis.tokenizer.links_tokenizer.schemeless_links", "precise")
                .put("index.analysis.analyzer.links.type", "custom")
                .put("index.analysis.analyzer.links.tokenizer", "links_tokenizer")
                .putList("index.analysis.analyzer.links.filter", "uts58_normalize"));
    Analyzer links = analysis.indexAnalyzers.get("links");
    assertAnalyzesTo(
        links,
        TEXT,
        new String[] {"setup.py/x", "bücher.de/α"},
        new int[] {17, 39},
        new int[] {35, 50},
        new String[] {"<URL>", "<URL>"},
        new int[] {1, 1});
  }

  public void testDefaultsAreUts58Exact() throws Exception {
    TestAnalysis analysis =
        analysis(
            Settings.builder()
                .put("index.analysis.tokenizer.t.type", "uts58")
                .put("index.analysis.tokenizer.t.word_segmenter", "none")
                .put("index.analysis.analyzer.a.tokenizer", "t"));
    assertAnalyzesTo(
        analysis.indexAnalyzers.get("a"),
        TEXT,
        new String[] {"setup.py", "https://setup.py/x", "Bücher.de/α"});
  }

  public void testAnalyzerType() throws Exception {
    TestAnalysis analysis =
        analysis(
            Settings.builder()
                .put("index.analysis.analyzer.logs.type", "uts58")
                .put("index.analysis.analyzer.logs.schemeless_links", "www_only"));
    assertAnalyzesTo(
        analysis.indexAnalyzers.get("logs"),
        "Fetch www.Example.com/X and example.org now",
        new String[] {"fetch", "www.example.com/X", "and", "example.org", "now"},
        new String[] {"<ALPHANUM>", "<URL>", "<ALPHANUM>", "<ALPHANUM>", "<ALPHANUM>"});
  }

  public void testTldFileFromTheConfigDirectory() throws Exception {
    Path config = createTempDir().resolve("config");
    Files.createDirectories(config.resolve("analysis-uts58"));
    Files.writeString(config.resolve("analysis-uts58/tlds.txt"), "# ours\nPY\n");
    TestAnalysis analysis =
        analysis(
            Settings.builder()
                .put("index.analysis.tokenizer.t.type", "uts58")
                .put("index.analysis.tokenizer.t.word_segmenter", "none")
                .put("index.analysis.tokenizer.t.tld_file", "analysis-uts58/tlds.txt")
                .put("index.analysis.analyzer.a.tokenizer", "t"),
            config);
    assertAnalyzesTo(
        analysis.indexAnalyzers.get("a"), "setup.py and example.com", new String[] {"setup.py"});
  }

  public void testBadSettingNamesInstanceAndSetting() {
    IllegalArgumentException e =
        expectThrows(
            IllegalArgumentException.class,
            () ->
                analysis(
                    Settings.builder()
                        .put("index.analysis.tokenizer.links_tokenizer.type", "uts58")
                        .put("index.analysis.tokenizer.links_tokenizer.schemeless_links", "some")
                        .put("index.analysis.analyzer.a.tokenizer", "links_tokenizer")));
    assertEquals(
        "[links_tokenizer] of type [uts58] setting [schemeless_links] must be one of [all, precise, "
            + "www_only], got [some]",
        e.getMessage());
    e =
        expectThrows(
            IllegalArgumentException.class,
            () ->
                analysis(
                    Settings.builder()
                        .put("index.analysis.filter.parts.type", "uts58_url_parts")
                        .put("index.analysis.filter.parts.host_hierarchy", "yes")
                        .put("index.analysis.analyzer.a.tokenizer", "uts58")
                        .putList("index.analysis.analyzer.a.filter", "parts")));
    assertTrue(
        e.getMessage(),
        e.getMessage().startsWith("[parts] of type [uts58_url_parts] setting [host_hierarchy]"));
  }
}
