package io.github.uts58.opensearch;

import io.github.uts58.lucene.Uts58LinksFilterFactory;
import io.github.uts58.lucene.Uts58LowerCaseFilterFactory;
import io.github.uts58.lucene.Uts58NormalizeFilterFactory;
import io.github.uts58.lucene.Uts58UrlPartsFilterFactory;
import io.github.uts58.lucene.segmentation.Uts58TokenizerFactory;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import org.apache.lucene.analysis.TokenFilterFactory;
import org.apache.lucene.analysis.TokenizerFactory;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;
import org.opensearch.index.analysis.AnalysisTestsHelper;
import org.opensearch.indices.analysis.AnalysisFactoryTestCase;
import org.opensearch.test.OpenSearchTestCase.TestAnalysis;

/**
 * OpenSearch's check that every Lucene SPI factory on the class path is accounted for, with ours
 * mapped to the OpenSearch factories registered under the same names: the SPI names (what Lucene's
 * CustomAnalyzer and Solr users write) and the OpenSearch names cannot diverge.
 */
public class AnalysisUts58FactoryTests extends AnalysisFactoryTestCase {
  /** Lucene SPI name → OpenSearch factory registered by the plugin under that name. */
  private static final Map<String, Class<?>> OUR_TOKENIZERS =
      Map.of(Uts58TokenizerFactory.NAME, Uts58OpenSearchTokenizerFactory.class);

  private static final Map<String, Class<?>> OUR_FILTERS =
      Map.of(
          Uts58LinksFilterFactory.NAME, Uts58OpenSearchLinksFilterFactory.class,
          Uts58NormalizeFilterFactory.NAME, Uts58OpenSearchNormalizeFilterFactory.class,
          Uts58UrlPartsFilterFactory.NAME, Uts58OpenSearchUrlPartsFilterFactory.class,
          Uts58LowerCaseFilterFactory.NAME, Uts58OpenSearchLowerCaseFilterFactory.class);

  public AnalysisUts58FactoryTests() {
    super(new AnalysisUts58Plugin());
  }

  @Override
  protected Map<String, Class<?>> getTokenizers() {
    Map<String, Class<?>> tokenizers = new HashMap<>(super.getTokenizers());
    tokenizers.putAll(OUR_TOKENIZERS);
    // lucene-analysis-icu (our ICU word segmenter) brings its own factories; this plugin exposes
    // none.
    tokenizers.put("icu", Void.class);
    return tokenizers;
  }

  @Override
  protected Map<String, Class<?>> getTokenFilters() {
    Map<String, Class<?>> filters = new HashMap<>(super.getTokenFilters());
    filters.putAll(OUR_FILTERS);
    for (String icu : new String[] {"icufolding", "icunormalizer2", "icutransform"}) {
      filters.put(icu, Void.class);
    }
    return filters;
  }

  @Override
  protected Map<String, Class<?>> getCharFilters() {
    Map<String, Class<?>> charFilters = new HashMap<>(super.getCharFilters());
    charFilters.put("icunormalizer2", Void.class);
    return charFilters;
  }

  /**
   * Ours among Lucene's SPI factories, and the plugin registers exactly those names with those
   * factories.
   */
  public void testSpiNamesAreTheOpenSearchNames() throws Exception {
    Set<String> spiTokenizers =
        ours(TokenizerFactory.availableTokenizers(), TokenizerFactory::lookupClass);
    Set<String> spiFilters =
        ours(TokenFilterFactory.availableTokenFilters(), TokenFilterFactory::lookupClass);
    assertEquals(new TreeSet<>(OUR_TOKENIZERS.keySet()), spiTokenizers);
    assertEquals(new TreeSet<>(OUR_FILTERS.keySet()), spiFilters);

    AnalysisUts58Plugin plugin = new AnalysisUts58Plugin();
    assertEquals(OUR_TOKENIZERS.keySet(), plugin.getTokenizers().keySet());
    assertEquals(OUR_FILTERS.keySet(), plugin.getTokenFilters().keySet());
    Settings settings =
        Settings.builder().put(Environment.PATH_HOME_SETTING.getKey(), createTempDir()).build();
    TestAnalysis analysis = AnalysisTestsHelper.createTestAnalysisFromSettings(settings, plugin);
    for (Map.Entry<String, Class<?>> e : OUR_TOKENIZERS.entrySet()) {
      assertSame(e.getKey(), e.getValue(), analysis.tokenizer.get(e.getKey()).getClass());
    }
    for (Map.Entry<String, Class<?>> e : OUR_FILTERS.entrySet()) {
      assertSame(e.getKey(), e.getValue(), analysis.tokenFilter.get(e.getKey()).getClass());
    }
  }

  /** The SPI names whose factories are this project's. */
  private static Set<String> ours(Set<String> names, Function<String, Class<?>> lookup) {
    Set<String> ours = new TreeSet<>();
    for (String name : names) {
      if (lookup.apply(name).getPackageName().startsWith("io.github.uts58.")) {
        ours.add(name);
      }
    }
    return ours;
  }
}
