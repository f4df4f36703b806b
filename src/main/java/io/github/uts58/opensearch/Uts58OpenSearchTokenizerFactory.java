package io.github.uts58.opensearch;

import io.github.uts58.core.LinkDetector;
import io.github.uts58.lucene.ComponentArgs;
import io.github.uts58.lucene.Uts58Tokenizer;
import io.github.uts58.lucene.Uts58TokenizerOptions;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;
import org.opensearch.index.IndexSettings;
import org.opensearch.index.analysis.AbstractTokenizerFactory;

/** The {@code uts58} tokenizer in index settings; settings are checked here, at index creation. */
final class Uts58OpenSearchTokenizerFactory extends AbstractTokenizerFactory {
  static final String NAME = "uts58";

  private final Uts58TokenizerOptions options;
  private final LinkDetector detector;

  Uts58OpenSearchTokenizerFactory(IndexSettings indexSettings, Environment environment, String name, Settings settings) {
    super(indexSettings, settings, name);
    ComponentArgs args = SettingsArgs.of(NAME, settings);
    options = Uts58TokenizerOptions.parse(args);
    args.finish();
    detector = options.detection.detector(SettingsArgs.loadTlds(NAME, environment, options.detection.tldFile));
  }

  @Override
  public Tokenizer create() {
    return new Uts58Tokenizer(TokenStream.DEFAULT_TOKEN_ATTRIBUTE_FACTORY, detector, options.wordSegmenter,
        options.maxTokenLength, options.checker);
  }
}
