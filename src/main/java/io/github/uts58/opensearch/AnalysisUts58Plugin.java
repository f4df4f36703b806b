package io.github.uts58.opensearch;

import io.github.uts58.settings.Component;
import java.util.Map;
import org.apache.lucene.analysis.Analyzer;
import org.opensearch.index.analysis.AnalyzerProvider;
import org.opensearch.index.analysis.TokenFilterFactory;
import org.opensearch.index.analysis.TokenizerFactory;
import org.opensearch.indices.analysis.AnalysisModule.AnalysisProvider;
import org.opensearch.ingest.Processor;
import org.opensearch.plugins.AnalysisPlugin;
import org.opensearch.plugins.IngestPlugin;
import org.opensearch.plugins.Plugin;

/** UTS #58 link detection for OpenSearch: what is registered under which name. */
public class AnalysisUts58Plugin extends Plugin implements AnalysisPlugin, IngestPlugin {

  @Override
  public Map<String, AnalysisProvider<TokenizerFactory>> getTokenizers() {
    return Map.of(Component.TOKENIZER.typeName(), Uts58OpenSearchTokenizerFactory::new);
  }

  @Override
  public Map<String, AnalysisProvider<TokenFilterFactory>> getTokenFilters() {
    return Map.of(
        Component.LINKS_FILTER.typeName(), Uts58OpenSearchLinksFilterFactory::new,
        Component.NORMALIZE_FILTER.typeName(), Uts58OpenSearchNormalizeFilterFactory::new,
        Component.URL_PARTS_FILTER.typeName(), Uts58OpenSearchUrlPartsFilterFactory::new,
        Component.LOWERCASE_FILTER.typeName(), Uts58OpenSearchLowerCaseFilterFactory::new);
  }

  @Override
  public Map<String, AnalysisProvider<AnalyzerProvider<? extends Analyzer>>> getAnalyzers() {
    return Map.of(Component.ANALYZER.typeName(), Uts58OpenSearchAnalyzerProvider::new);
  }

  @Override
  public Map<String, Processor.Factory> getProcessors(Processor.Parameters parameters) {
    return Map.of(Uts58LinksProcessor.TYPE, new Uts58LinksProcessor.Factory(parameters.env));
  }
}
