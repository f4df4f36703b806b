package io.github.uts58.opensearch;

import io.github.uts58.core.LinkNormalizer;
import io.github.uts58.lucene.ComponentArgs;
import io.github.uts58.lucene.NormalizeOptions;
import io.github.uts58.lucene.Uts58NormalizeFilter;
import org.apache.lucene.analysis.TokenStream;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;
import org.opensearch.index.IndexSettings;
import org.opensearch.index.analysis.AbstractTokenFilterFactory;
import org.opensearch.index.analysis.NormalizingTokenFilterFactory;

/**
 * The {@code uts58_normalize} token filter in index settings; also usable in a keyword field's
 * {@code normalizer}, where the whole value is normalized when it is one link.
 */
final class Uts58OpenSearchNormalizeFilterFactory extends AbstractTokenFilterFactory implements NormalizingTokenFilterFactory {
  static final String NAME = "uts58_normalize";

  private final LinkNormalizer normalizer;

  Uts58OpenSearchNormalizeFilterFactory(IndexSettings indexSettings, Environment environment, String name, Settings settings) {
    super(indexSettings, name, settings);
    ComponentArgs args = SettingsArgs.of(NAME, settings);
    normalizer = NormalizeOptions.parse(args);
    args.finish();
  }

  @Override
  public TokenStream create(TokenStream input) {
    return new Uts58NormalizeFilter(input, normalizer);
  }
}
