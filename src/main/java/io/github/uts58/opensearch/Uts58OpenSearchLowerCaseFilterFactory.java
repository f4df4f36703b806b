package io.github.uts58.opensearch;

import io.github.uts58.lucene.NonLinkLowerCaseFilter;
import io.github.uts58.settings.Component;
import org.apache.lucene.analysis.TokenStream;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;
import org.opensearch.index.IndexSettings;
import org.opensearch.index.analysis.AbstractTokenFilterFactory;
import org.opensearch.index.analysis.NormalizingTokenFilterFactory;

/** The {@code uts58_lowercase} token filter: lower-cases words, never links. */
final class Uts58OpenSearchLowerCaseFilterFactory extends AbstractTokenFilterFactory
    implements NormalizingTokenFilterFactory {
  Uts58OpenSearchLowerCaseFilterFactory(
      IndexSettings indexSettings, Environment environment, String name, Settings settings) {
    super(indexSettings, name, settings);
    SettingsArgs.of(Component.LOWERCASE_FILTER, name, settings)
        .finish(); // no settings: any given is a typo
  }

  @Override
  public TokenStream create(TokenStream input) {
    return new NonLinkLowerCaseFilter(input);
  }
}
