package io.github.uts58.opensearch;

import io.github.uts58.core.LinkNormalizer;
import io.github.uts58.lucene.Uts58NormalizeFilter;
import io.github.uts58.settings.Component;
import io.github.uts58.settings.ComponentArgs;
import io.github.uts58.settings.NormalizationSettings;
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
final class Uts58OpenSearchNormalizeFilterFactory extends AbstractTokenFilterFactory
    implements NormalizingTokenFilterFactory {
  private final LinkNormalizer normalizer;

  Uts58OpenSearchNormalizeFilterFactory(
      IndexSettings indexSettings, Environment environment, String name, Settings settings) {
    super(indexSettings, name, settings);
    ComponentArgs args = SettingsArgs.of(Component.NORMALIZE_FILTER, name, settings);
    normalizer = NormalizationSettings.read(args);
    args.finish();
  }

  @Override
  public TokenStream create(TokenStream input) {
    return new Uts58NormalizeFilter(input, normalizer);
  }
}
