package io.github.uts58.opensearch;

import io.github.uts58.core.LinkNormalizer;
import io.github.uts58.lucene.ComponentArgs;
import io.github.uts58.lucene.NormalizeOptions;
import io.github.uts58.lucene.Uts58Analyzer;
import io.github.uts58.lucene.Uts58TokenizerOptions;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;
import org.opensearch.index.IndexSettings;
import org.opensearch.index.analysis.AbstractIndexAnalyzerProvider;

/** The {@code uts58} analyzer: the tokenizer's and the normalize filter's settings together. */
final class Uts58OpenSearchAnalyzerProvider extends AbstractIndexAnalyzerProvider<Uts58Analyzer> {
  static final String NAME = "uts58";

  private final Uts58Analyzer analyzer;

  Uts58OpenSearchAnalyzerProvider(IndexSettings indexSettings, Environment environment, String name, Settings settings) {
    super(indexSettings, name, settings);
    ComponentArgs args = SettingsArgs.of(NAME, settings);
    Uts58TokenizerOptions tokenizer = Uts58TokenizerOptions.parse(args);
    LinkNormalizer normalizer = NormalizeOptions.parse(args);
    args.finish();
    analyzer = new Uts58Analyzer(
        tokenizer.detection.detector(SettingsArgs.loadTlds(NAME, environment, tokenizer.detection.tldFile)),
        tokenizer.wordSegmenter, tokenizer.maxTokenLength, normalizer, tokenizer.checker);
  }

  @Override
  public Uts58Analyzer get() {
    return analyzer;
  }
}
